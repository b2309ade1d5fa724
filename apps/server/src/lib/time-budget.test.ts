import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentBudget } from '../db/statement-budget';
import { registerErrorHandling } from './error-handler';
import { RETRY_AFTER_SECONDS, withinTimeBudget } from './time-budget';

// The time budget as a route sees it, without a database: the statement side (cancelled in
// PostgreSQL) is proven in hold-the-server.test.ts.

describe('a route on a time budget', () => {
  const app = Fastify();
  const BUDGET_MS = 150;
  let seen: AbortSignal | undefined;
  let late: { settled: boolean } = { settled: false };

  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/quick', () => withinTimeBudget(BUDGET_MS, async () => ({ answer: 42 })));
    app.get('/slow', () =>
      withinTimeBudget(BUDGET_MS, async () => {
        seen = currentBudget();
        await new Promise((resolve) => setTimeout(resolve, BUDGET_MS * 4));
        late = { settled: true };
        return { answer: 'too late' };
      }),
    );
    app.get('/failing', () =>
      withinTimeBudget(BUDGET_MS, async () => {
        throw new Error('boom');
      }),
    );
    app.get('/health', async () => ({ status: 'ok' }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers what the work gives in time', async () => {
    const response = await app.inject({ method: 'GET', url: '/quick' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ answer: 42 });
  });

  it('answers 503 with Retry-After when the time runs out, and tells the work through its signal', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/slow' });
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()['hydra:description']).toMatch(/took longer than 0\.2 s and was stopped/);
    expect(took).toBeGreaterThanOrEqual(BUDGET_MS - 5);
    expect(took).toBeLessThan(BUDGET_MS * 3);
    expect(seen?.aborted).toBe(true);
    expect(late.settled).toBe(false);
  });

  it('keeps other requests answering while a budgeted one waits', async () => {
    const slow = app.inject({ method: 'GET', url: '/slow' });
    const started = Date.now();
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(BUDGET_MS);
    expect((await slow).statusCode).toBe(503);
  });

  it('passes a failure on as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/failing' });
    expect(response.statusCode).toBe(500);
  });

  it('has no budget outside a budgeted request', () => {
    expect(currentBudget()).toBeUndefined();
  });
});
