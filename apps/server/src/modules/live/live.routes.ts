import { idParamsSchema } from '@salespulse/contract/common';
import { LIVE_RETRY_MS, liveStreamQuerySchema, liveTicketSchema } from '@salespulse/contract/live';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import { HttpError } from '../../lib/errors';
import type { LiveHub, LiveStream } from './live-hub';
import type { LiveService } from './live.service';

/** Server-sent events on the raw response: each line of data gets its own `data:` prefix. */
function eventStream(reply: FastifyReply): LiveStream {
  const res = reply.raw;
  return {
    send: (event, data) => void res.write(`event: ${event}\ndata: ${data.replace(/\r?\n/g, '\ndata: ')}\n\n`),
    comment: (text) => void res.write(`: ${text}\n\n`),
    end: () => res.end(),
  };
}

export function liveRoutes(service: LiveService, hub: LiveHub, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['Live updates'];
    const params = idParamsSchema;

    app.post(
      '/projects/:id/events/tickets',
      { onRequest: requireAuth, schema: { tags, params, response: { 201: liveTicketSchema } } },
      async (request, reply) => reply.status(201).send(await service.issueTicket(authOf(request), request.params.id)),
    );

    app.get(
      '/projects/:id/events',
      {
        schema: {
          tags,
          params,
          querystring: liveStreamQuerySchema,
          description:
            'Server-sent events of the project (`ready`, then `activity` whenever new activity is stored). Authenticate with a ticket or a bearer token.',
        },
      },
      async (request: FastifyRequest<{ Params: { id: string }; Querystring: { ticket?: string } }>, reply) => {
        if (request.headers.authorization) await requireAuth(request, reply);
        const projectId = request.params.id;
        await service.authorizeStream(projectId, { caller: request.auth, ticket: request.query.ticket });
        await hub.ready().catch(() => {
          throw new HttpError(503, 'Live updates are unavailable right now.');
        });

        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
          'x-request-id': request.id,
        });
        const stream = eventStream(reply);
        reply.raw.write(`retry: ${LIVE_RETRY_MS}\n\n`);
        try {
          // The response (not the request) closes when the client goes away.
          reply.raw.on('close', await hub.subscribe(projectId, stream));
        } catch (error) {
          request.log.warn({ err: error }, 'live: stream refused');
          stream.end();
          return;
        }
        stream.send('ready', JSON.stringify({ projectId }));
      },
    );
  };
}
