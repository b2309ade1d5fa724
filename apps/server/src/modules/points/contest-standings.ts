import type { PointContestMetric } from '@salespulse/contract/points';
import type { Database } from '../../db/database';
import { figuresByEmployeeDay } from '../analytics';
import type { ContestResult } from '../../db/schema/points';

export type ContestFigures = Map<string, number>;

/** What a contest's standings are read over: its figure and its local days so far. */
export type ContestWindow = { metric: PointContestMetric; from: string; to: string };

/**
 * Each window's figure per employee (employees without activity are absent), from one read of the
 * rollups for all of them: a page of running contests costs one query per rollup table, not one each.
 */
export async function contestFiguresOf(db: Database, projectId: string, windows: readonly ContestWindow[]): Promise<ContestFigures[]> {
  if (windows.length === 0) return [];
  const from = windows.reduce((first, w) => (w.from < first ? w.from : first), windows[0]!.from);
  const to = windows.reduce((last, w) => (w.to > last ? w.to : last), windows[0]!.to);
  const byFigure = await figuresByEmployeeDay(db, projectId, [...new Set(windows.map((w) => w.metric))], from, to);
  return windows.map((window) => {
    const figures: ContestFigures = new Map();
    for (const { employeeId, day, value } of byFigure.get(window.metric) ?? []) {
      if (day >= window.from && day <= window.to) figures.set(employeeId, (figures.get(employeeId) ?? 0) + value);
    }
    return figures;
  });
}

/** One window's figures (see contestFiguresOf). */
export async function contestFigures(
  db: Database,
  projectId: string,
  metric: PointContestMetric,
  from: string,
  to: string,
): Promise<ContestFigures> {
  return (await contestFiguresOf(db, projectId, [{ metric, from, to }]))[0]!;
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
