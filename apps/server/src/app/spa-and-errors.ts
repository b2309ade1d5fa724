import type { FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../lib/error-handler';
import { isSpaRequest, registerSpa, sendIndexHtml } from '../lib/spa';

/** The built web app (when there is one) and the error answers; an unknown page is the SPA's to route. */
export async function registerSpaAndErrors(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSpa = await registerSpa(app, webDist);
  registerErrorHandling(app, (request, reply) => (hasSpa && isSpaRequest(request) ? sendIndexHtml(reply) : undefined));
}
