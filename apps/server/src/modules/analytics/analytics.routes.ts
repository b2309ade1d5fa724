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
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { Caller } from '../../lib/caller';
import { withinTimeBudget } from '../../lib/time-budget';
import { createChunkPool, type ChunkLease, type ChunkPool } from './answer-chunks';
import type { Answer } from './answer-stream';
import { plainJson } from '../../lib/plain-json';

/**
 * The four analytics calls. Each handler resolves its scope through the project-access gate
 * (project.access) and runs its own statements; managers and lead processing live in their own
 * services and are registered when given (app.ts passes them).
 */
export type AnalyticsHandlers = {
  /**
   * The answer's JSON bytes, whole or streamed, once the caller is admitted (answer-stream.ts), in
   * chunks leased for a streamed answer or for one sent whole.
   */
  pulse: { pulse(caller: Caller, request: PulseRequest, leaseChunks?: (streamed: boolean) => ChunkLease): Promise<Answer> };
  /** The answer's JSON bytes in chunks (answer-chunks.ts): sent as they are. */
  calls: { calls(caller: Caller, request: CallsRequest, chunks?: ChunkLease): Promise<Buffer[]> };
  managers?: { managers(caller: Caller, request: ManagersRequest): Promise<ManagersResponse> };
  leadProcessing?: { leadProcessing(caller: Caller, request: LeadProcessingRequest): Promise<LeadProcessingResponse> };
};

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Chunks of an answer sent whole. A month's calls board of 300 employees is 325 KB: written into
 * 64 KB chunks and sent as a stream of them it took 0.8 ms longer than whole (bench tenant, side
 * by side); so did a day of tasks (266 KB).
 */
const WHOLE_CHUNK_BYTES = 1024 * 1024;

/** Chunks for this request's answer, back in `pool` once its response is closed (sent or aborted). */
function chunksFor(reply: FastifyReply, pool: ChunkPool): ChunkLease {
  const lease = pool.lease();
  reply.raw.once('close', lease.closed);
  return lease;
}

/**
 * An answer's bytes in chunks (no serializer runs on bytes): one chunk is sent whole with its
 * length; more are streamed as they are, never copied into one buffer (a year of a large team's
 * board is megabytes).
 */
function sendChunks(reply: FastifyReply, chunks: Buffer[]) {
  const body = chunks.length === 1 ? chunks[0] : Readable.from(chunks, { objectMode: false });
  return reply.type(JSON_TYPE).send(body as never);
}

/**
 * Every board runs on a time budget (lib/time-budget.ts): past `budgetMs` the caller gets a 503 and
 * the board's statements are cancelled.
 */
export function analyticsRoutes(handlers: AnalyticsHandlers, requireAuth: AuthGuard, budgetMs: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const streamedPool = createChunkPool();
    // The calls board, and a pulse whose rows come together, is written whole before it is sent: in
    // one chunk it goes with its length, in one write.
    const wholePool = createChunkPool({ chunkBytes: WHOLE_CHUNK_BYTES, keep: 8 });
    const tags = ['Analytics'];

    app.post(
      '/analytics/pulse',
      { schema: { tags, body: pulseRequestSchema, response: { 200: pulseResponseSchema } }, serializerCompiler: plainJson },
      // Bytes and streams are sent as they are (the response schema types the payload as the parsed answer).
      async (request, reply) => {
        const answer = await withinTimeBudget(budgetMs, () =>
          handlers.pulse.pulse(authOf(request), request.body, (streamed) => chunksFor(reply, streamed ? streamedPool : wholePool)),
        );
        return reply.type(JSON_TYPE).send(answer as never);
      },
    );

    app.post(
      '/analytics/calls',
      { schema: { tags, body: callsRequestSchema, response: { 200: callsResponseSchema } }, serializerCompiler: plainJson },
      async (request, reply) =>
        sendChunks(
          reply,
          await withinTimeBudget(budgetMs, () => handlers.calls.calls(authOf(request), request.body, chunksFor(reply, wholePool))),
        ),
    );

    const managers = handlers.managers;
    if (managers) {
      app.post(
        '/analytics/managers',
        { schema: { tags, body: managersRequestSchema, response: { 200: managersResponseSchema } }, serializerCompiler: plainJson },
        (request) => withinTimeBudget(budgetMs, () => managers.managers(authOf(request), request.body)),
      );
    }

    const leadProcessing = handlers.leadProcessing;
    if (leadProcessing) {
      app.post(
        '/analytics/lead_processing',
        {
          schema: { tags, body: leadProcessingRequestSchema, response: { 200: leadProcessingResponseSchema } },
          serializerCompiler: plainJson,
        },
        (request) => withinTimeBudget(budgetMs, () => leadProcessing.leadProcessing(authOf(request), request.body)),
      );
    }
  };
}
