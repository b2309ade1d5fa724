import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBufferPool } from '../modules/analytics/answer-buffers';
import { registerCompression } from './compression';

// Large answers are compressed as a stream, from buffers the analytics routes lend and take back
// when the response closes: the buffer must not be lent again while the encoder still reads it.
describe('compression of large answers', () => {
  const app = Fastify();
  const pool = createBufferPool({ minBytes: 1024, keep: 1 });
  const answerOf = (n: number) => JSON.stringify({ n, records: Array.from({ length: 40_000 }, (_, i) => ({ at: `2026-11-24T09:${String(i % 60).padStart(2, '0')}:00.000Z`, n: i * n })) });

  beforeAll(async () => {
    await registerCompression(app);
    app.get<{ Querystring: { n: string } }>('/big', async (request, reply) => {
      const text = answerOf(Number(request.query.n));
      const lease = pool.lease(Buffer.byteLength(text));
      lease.bytes.write(text);
      reply.raw.once('close', lease.release);
      return reply.type('application/json; charset=utf-8').send(lease.bytes);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends each answer whole and intact, side by side, in brotli or gzip', async () => {
    const asks = [1, 2, 3, 4].map((n) =>
      app.inject({ method: 'GET', url: `/big?n=${n}`, headers: { 'accept-encoding': n % 2 ? 'br' : 'gzip' } }).then((response) => ({ n, response })),
    );
    for (const { n, response } of await Promise.all(asks)) {
      expect(response.headers['content-encoding']).toBe(n % 2 ? 'br' : 'gzip');
      const body = (n % 2 ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      expect(body.length).toBeGreaterThan(1024 * 1024);
      expect(body).toBe(answerOf(n));
    }
  });
});
