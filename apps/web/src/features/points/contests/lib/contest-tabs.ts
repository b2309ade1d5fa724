import type { PointContestStatus } from '@salespulse/contract/points';

/** Running also holds the upcoming contests: both can still change and be canceled. */
export const contestTabs = ['running', 'finished', 'canceled'] as const;
export type ContestTab = (typeof contestTabs)[number];

export const tabStatuses: Record<ContestTab, PointContestStatus[]> = {
  running: ['upcoming', 'running'],
  finished: ['finished'],
  canceled: ['canceled'],
};

export function parseContestTab(value: string | null): ContestTab {
  return (contestTabs as readonly (string | null)[]).includes(value) ? (value as ContestTab) : 'running';
}
