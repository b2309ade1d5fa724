import type { LeadProcessingResponse, LeadProcessingRow } from '@salespulse/contract/analytics';
import { describe, expect, it } from 'vitest';
import { dealsByTime, matchesName, summaryOf, totalsOf } from './lead-rows';

const row = (
  processedCount: number,
  processTimeAvg: number | null,
  participatedCount: number,
  participateTimeAvg: number | null,
): LeadProcessingRow => ({
  employee: null,
  processedDeals: [],
  participatedDeals: [],
  processedCount,
  participatedCount,
  processTimeAvg,
  participateTimeAvg,
});

describe('lead processing figures', () => {
  it('sums the counts and averages the speeds over every deal', () => {
    expect(totalsOf([row(1, 60, 2, 600), row(3, 300, 0, null), row(0, null, 2, 300)])).toEqual({
      processedCount: 4,
      participatedCount: 4,
      processTimeAvg: 240,
      participateTimeAvg: 450,
    });
    expect(totalsOf([])).toEqual({ processedCount: 0, participatedCount: 0, processTimeAvg: null, participateTimeAvg: null });
  });

  it('gives the success percentage within the first time bucket with two decimals', () => {
    const answer = {
      filters: {} as LeadProcessingResponse['filters'],
      processSpeed: {
        groups: [
          { won: 2, lost: 1, untilTime: 300 },
          { won: 1, lost: 5, untilTime: 900 },
        ],
        goal: { won: 2, lost: 1, untilTime: 300 },
      },
      total: { transitionTimeAvg: 1234, conversion: 33.33 },
      employees: [],
      teams: [],
      outsideWindow: { leads: 0 },
    } satisfies LeadProcessingResponse;
    expect(summaryOf(answer)).toEqual({ conversion: 33.33, firstBucketSuccess: 66.67, firstBucketSeconds: 300, averageSpeed: 1234 });
    expect(
      summaryOf({ ...answer, processSpeed: { groups: [{ won: 0, lost: 0, untilTime: 300 }], goal: answer.processSpeed.goal } })
        .firstBucketSuccess,
    ).toBe(0);
    expect(summaryOf({ ...answer, processSpeed: { groups: [], goal: answer.processSpeed.goal } }).firstBucketSuccess).toBeNull();
  });

  it('searches names case-insensitively by substring', () => {
    expect(matchesName('Rita Rep', 'TA r')).toBe(true);
    expect(matchesName('Rita Rep', ' rep ')).toBe(true);
    expect(matchesName('Rita Rep', 'sam')).toBe(false);
  });

  it('orders deals by the time they arrived', () => {
    const deal = (externalId: string, time: string) => ({ externalId, externalLink: null, title: null, time });
    expect(
      dealsByTime([deal('b', '2026-03-02T10:00:00Z'), deal('a', '2026-03-01T10:00:00+05:00'), deal('c', '2026-03-01T06:00:00Z')]).map(
        (d) => d.externalId,
      ),
    ).toEqual(['a', 'c', 'b']);
  });
});
