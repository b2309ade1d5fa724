import type { FastifyInstance } from 'fastify';

/** Every answer carries its request id; while shutting down, answers also close their connection. */
export function registerConnectionHooks(app: FastifyInstance): void {
  // While shutting down, answers close their keep-alive connection, so the server can stop as soon
  // as the requests in flight are done instead of waiting for idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
}
