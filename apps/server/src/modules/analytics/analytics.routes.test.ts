import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthGuard } from '../../lib/auth-guard';
import { analyticsRoutes, type AnalyticsHandlers } from './analytics.routes';

// How the calls board's bytes leave (analytics.routes.ts): one chunk whole with its length, several
// streamed one after the other, never joined first. The board itself: calls-board.reference.test.ts.

describe('analytics routes: an answer in chunks', () => {
  const app = Fastify();
  let chunks: Buffer[] = [];
  const admitEveryone: AuthGuard = async (request) => {
    request.auth = { userId: '00000000-0000-4000-8000-000000000001', sessionId: 'test' };
  };
  const handlers: AnalyticsHandlers = {
    pulse: { pulse: () => Promise.reject(new Error('not in this test')) },
    calls: { calls: async () => chunks },
  };
  const ask = () =>
    app.inject({
      method: 'POST',
      url: '/analytics/calls',
      payload: { project: '/api/projects/00000000-0000-4000-8000-000000000002', date: { from: '2026-11-01', to: '2026-11-30' } },
    });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(analyticsRoutes(handlers, admitEveryone, 10_000));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends one chunk whole, with its length', async () => {
    chunks = [Buffer.from('{"employees":[],"filters":{}}')];
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(chunks[0]!.length));
    expect(response.json()).toEqual({ employees: [], filters: {} });
  });

  it('streams several chunks in order, the text split anywhere', async () => {
    const text = JSON.stringify({ employees: Array.from({ length: 3000 }, (_, i) => ({ n: i, name: 'Zoë' })), filters: {} });
    const bytes = Buffer.from(text);
    chunks = [bytes.subarray(0, 70_000), bytes.subarray(70_000, 70_001), bytes.subarray(70_001)];
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });
});
