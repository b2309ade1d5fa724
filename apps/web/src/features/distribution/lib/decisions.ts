import type { DistributionDecision } from '@salespulse/contract/distribution';

export type DecisionTone = 'good' | 'neutral' | 'bad';

/** How a decision reads at a glance: a lead given out, a lead waiting or left, or a problem. */
export const decisionTone: Record<DistributionDecision, DecisionTone> = {
  assigned: 'good',
  reassigned: 'good',
  fallback: 'good',
  back: 'good',
  postponed: 'neutral',
  unmatched: 'neutral',
  kept: 'neutral',
  skipped: 'neutral',
  alert: 'bad',
  away: 'bad',
  writeback_failed: 'bad',
};
