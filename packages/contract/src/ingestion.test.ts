import { describe, expect, it } from 'vitest';
import { ingestBatchSchema } from './ingestion';

describe('ingestion events', () => {
  it('accepts each event type in its documented shape', () => {
    const result = ingestBatchSchema.safeParse({
      events: [
        { type: 'user', externalId: 'u1', name: 'Ann', email: 'ann@example.com' },
        {
          type: 'deal',
          externalId: 'd1',
          stage: 'won',
          amount: 1200.5,
          ownerExternalId: 'u1',
          createdAt: '2026-11-02T09:00:00Z',
          updatedAt: '2026-11-02T10:00:00+01:00',
          properties: { source: 'web', score: 7 },
        },
        { type: 'call', externalId: 'c1', startedAt: '2026-11-02T09:05:00Z', durationSeconds: 95, answered: true },
        { type: 'task', externalId: 't1', createdAt: '2026-11-02T09:00:00Z', updatedAt: '2026-11-02T09:00:00Z', dueAt: null },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('refuses unknown types, times without an offset, negative durations and empty batches', () => {
    expect(ingestBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(ingestBatchSchema.safeParse({ events: [{ type: 'meeting', externalId: 'm' }] }).success).toBe(false);
    expect(
      ingestBatchSchema.safeParse({ events: [{ type: 'call', externalId: 'c', startedAt: '2026-11-02T09:05:00', durationSeconds: 5 }] })
        .success,
    ).toBe(false);
    expect(
      ingestBatchSchema.safeParse({ events: [{ type: 'call', externalId: 'c', startedAt: '2026-11-02T09:05:00Z', durationSeconds: -1 }] })
        .success,
    ).toBe(false);
  });
});
