import type { PointContestMetric } from '@salespulse/contract/points';
import type { Database } from '../../db/database';
import { figureByEmployeeDay } from '../analytics/pulse-figures';
import type { ContestResult } from './points.schema';

export type ContestFigures = Map<string, number>;

/** Each employee's figure over the local days `from`..`to` (employees without activity are absent). */
export async function contestFigures(db: Database, projectId: string, metric: PointContestMetric, from: string, to: string): Promise<ContestFigures> {
  const figures: ContestFigures = new Map();
  for (const { employeeId, value } of await figureByEmployeeDay(db, projectId, metric, from, to)) figures.set(employeeId, (figures.get(employeeId) ?? 0) + value);
  return figures;
}

/**
 * Places by figure, best first. Ties share a place and the next place skips (1, 1, 3): each tied
 * employee wins the prize of the shared place. Nobody wins with nothing to show (a figure of 0 or less).
 * Equal figures are listed by `order` (the employees' names), so the list is stable.
 */
export function rankContest(participants: readonly string[], figures: ContestFigures, prizes: readonly number[]): ContestResult[] {
  const sorted = participants
    .map((employeeId, order) => ({ employeeId, order, value: figures.get(employeeId) ?? 0 }))
    .sort((a, b) => b.value - a.value || a.order - b.order);
  let place = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.value !== sorted[index - 1]!.value) place = index + 1;
    const points = entry.value > 0 ? (prizes[place - 1] ?? 0) : 0;
    return { employeeId: entry.employeeId, value: Math.round(entry.value * 100) / 100, place, points };
  });
}
