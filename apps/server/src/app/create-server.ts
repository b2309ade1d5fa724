import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { registerJsonBodies } from '../lib/json-body';

/** The Fastify instance with its logger, limits and the zod compilers; the API speaks JSON only. */
export function createServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: plain text is refused with 415 instead of failing validation.
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app, config.bodyLimitBytes);
  return app;
}
