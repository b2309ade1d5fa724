import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';

// Large answers are compressed as a stream, several side by side, each whole and intact.
describe('compression of large answers', () => {
  const app = Fastify();
  const answerOf = (n: number) =>
    JSON.stringify({
      n,
      records: Array.from({ length: 40_000 }, (_, i) => ({ at: `2026-11-24T09:${String(i % 60).padStart(2, '0')}:00.000Z`, n: i * n })),
    });

  beforeAll(async () => {
    await registerCompression(app);
    app.get<{ Querystring: { n: string } }>('/big', async (request, reply) => {
      return reply.type('application/json; charset=utf-8').send(Buffer.from(answerOf(Number(request.query.n))));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends each answer whole and intact, side by side, in brotli or gzip', async () => {
    const asks = [1, 2, 3, 4].map((n) =>
      app
        .inject({ method: 'GET', url: `/big?n=${n}`, headers: { 'accept-encoding': n % 2 ? 'br' : 'gzip' } })
        .then((response) => ({ n, response })),
    );
    for (const { n, response } of await Promise.all(asks)) {
      expect(response.headers['content-encoding']).toBe(n % 2 ? 'br' : 'gzip');
      const body = (n % 2 ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      expect(body.length).toBeGreaterThan(1024 * 1024);
      expect(body).toBe(answerOf(n));
    }
  });
});
