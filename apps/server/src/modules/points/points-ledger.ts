import { POINT_BALANCE_MAX } from '@salespulse/contract/points';
import { notifyActivity } from '../../db/activity-notify';
import type { Database } from '../../db/database';
import { createPointsRepository } from './points.repository';

export type PointChange = {
  projectId: string;
  employeeId: string;
  /** Whole points; negative takes points away. */
  amount: number;
  comment: string | null;
  authorId: string | null;
  giftRequestId?: string;
  contestId?: string;
};

export type PointChangeResult = { ok: true; id: string; balanceAfter: number } | { ok: false; balance: number; reason: 'short' | 'over' };

/**
 * The one way a balance changes. Must run inside the caller's transaction: the employee's row is
 * locked first, so changes of one balance queue and each reads the one before it, and a change
 * that would take the balance below zero (or past the maximum) is refused, not written. The
 * project's live views hear of each change when the transaction commits.
 */
export async function changeBalance(tx: Database, change: PointChange): Promise<PointChangeResult> {
  const repo = createPointsRepository(tx);
  await repo.lockEmployee(change.employeeId);
  const balance = await repo.balanceOf(change.projectId, change.employeeId);
  const balanceAfter = balance + change.amount;
  if (balanceAfter < 0) return { ok: false, balance, reason: 'short' };
  if (balanceAfter > POINT_BALANCE_MAX) return { ok: false, balance, reason: 'over' };
  const id = await repo.insert({
    ...change,
    balanceAfter,
    giftRequestId: change.giftRequestId ?? null,
    contestId: change.contestId ?? null,
  });
  // On commit: the pulse shows balances beside the figures, and a points goal may just have been met.
  await notifyActivity(tx, change.projectId, { points: change.employeeId });
  return { ok: true, id, balanceAfter };
}
