import {
  callsRequestSchema,
  callsResponseSchema,
  leadProcessingRequestSchema,
  leadProcessingResponseSchema,
  managersRequestSchema,
  managersResponseSchema,
  pulseRequestSchema,
  pulseResponseSchema,
  type CallsRequest,
  type LeadProcessingRequest,
  type LeadProcessingResponse,
  type ManagersRequest,
  type ManagersResponse,
  type PulseRequest,
} from '@salespulse/contract/analytics';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { Caller } from '../../lib/caller';
import { createBufferPool, type BufferPool } from './answer-buffers';
import type { Answer } from './answer-stream';
import type { JsonText } from './json-text';

/**
 * The four analytics calls. Each handler resolves its scope through the project-access gate
 * (project.access) and runs its own statements; managers and lead processing live in their own
 * services and are registered when given (app.ts passes them).
 */
export type AnalyticsHandlers = {
  /** The answer's JSON bytes, whole or streamed, once the caller is admitted (answer-stream.ts). */
  pulse: { pulse(caller: Caller, request: PulseRequest): Promise<Answer> };
  /** The answer as JSON text (json-text.ts): sent as is. */
  calls: { calls(caller: Caller, request: CallsRequest): Promise<JsonText> };
  managers?: { managers(caller: Caller, request: ManagersRequest): Promise<ManagersResponse> };
  leadProcessing?: { leadProcessing(caller: Caller, request: LeadProcessingRequest): Promise<LeadProcessingResponse> };
};

// Answers are built by our own code from typed rows, and a pulse day of a large team carries tens of
// thousands of records: validating them again on the way out would cost more than the query. The
// schemas still document the answers (OpenAPI) and the tests check answers against them.
const plainJson = () => (data: unknown) => JSON.stringify(data);

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer built as JSON text (json-text.ts), sent as its bytes (no serializer runs on a Buffer),
 * written into a buffer lent by `buffers` until the response is closed.
 */
function sendJsonText(reply: FastifyReply, json: JsonText, buffers: BufferPool) {
  let release = () => {};
  const bytes = json.toBytes((size) => {
    // A second call (a text that is not ASCII, see JsonText.toBytes) gives the first buffer back.
    release();
    const lease = buffers.lease(size);
    release = lease.release;
    return lease.bytes;
  });
  reply.raw.once('close', release);
  return reply.type(JSON_TYPE).send(bytes as never);
}

export function analyticsRoutes(handlers: AnalyticsHandlers, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const buffers = createBufferPool();
    const tags = ['Analytics'];

    app.post(
      '/analytics/pulse',
      { schema: { tags, body: pulseRequestSchema, response: { 200: pulseResponseSchema } }, serializerCompiler: plainJson },
      // Bytes and streams are sent as they are (the response schema types the payload as the parsed answer).
      async (request, reply) => reply.type(JSON_TYPE).send((await handlers.pulse.pulse(authOf(request), request.body)) as never),
    );

    app.post(
      '/analytics/calls',
      { schema: { tags, body: callsRequestSchema, response: { 200: callsResponseSchema } }, serializerCompiler: plainJson },
      async (request, reply) => sendJsonText(reply, await handlers.calls.calls(authOf(request), request.body), buffers),
    );

    const managers = handlers.managers;
    if (managers) {
      app.post(
        '/analytics/managers',
        { schema: { tags, body: managersRequestSchema, response: { 200: managersResponseSchema } }, serializerCompiler: plainJson },
        (request) => managers.managers(authOf(request), request.body),
      );
    }

    const leadProcessing = handlers.leadProcessing;
    if (leadProcessing) {
      app.post(
        '/analytics/lead_processing',
        { schema: { tags, body: leadProcessingRequestSchema, response: { 200: leadProcessingResponseSchema } }, serializerCompiler: plainJson },
        (request) => leadProcessing.leadProcessing(authOf(request), request.body),
      );
    }
  };
}
