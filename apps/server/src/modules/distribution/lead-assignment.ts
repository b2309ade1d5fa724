import { advance, flipAt } from './engine/ledger';
import type { Decision } from './engine/decide';
import type { Context, Locked } from './lead-context';
import type { LedgerChange } from './lead-store';

// A decision's writes are held by the store until the decision is flushed (lead-store.ts).

const MINUTE = 60_000;

/** Stores an assignment to a member: the ledger (engine/ledger.ts), the lead, and a pending write-back. */
export async function assign(ctx: Context, locked: Locked, decision: Extract<Decision, { kind: 'assign' }>) {
  const { distribution, clock, rows } = locked;
  const changes: LedgerChange[] = [];
  for (const row of rows) {
    const flip = flipAt(row, decision.shares.has(row.employeeId), clock);
    const got = row.employeeId === decision.employeeId;
    if (flip || got)
      changes.push({ memberId: row.id, eligible: row.eligible, shareBanked: row.shareBanked, shareSince: row.shareSince, ...flip, got });
  }
  const next = advance(
    clock,
    rows.filter((r) => decision.shares.has(r.employeeId)).map((r) => r.weight),
  );
  const localDate = ctx.zone.local(ctx.now.getTime()).date;
  ctx.store.writeLedger(distribution.id, next, changes, localDate, ctx.now);
  // The transaction's copy of the ledger follows what was just written (as writeLedger does in SQL).
  for (const change of changes) {
    const row = rows.find((r) => r.id === change.memberId)!;
    Object.assign(row, { eligible: change.eligible, shareBanked: change.shareBanked, shareSince: change.shareSince });
    if (change.got) {
      row.received += 1;
      row.dayCount = row.day === localDate ? row.dayCount + 1 : 1;
      row.day = localDate;
    }
  }
  const ledger = ctx.cache.ledgers.get(distribution.id);
  if (ledger) ledger.shareClock = next;
  await giveLead(ctx, distribution.id, decision.employeeId, false);
}

/** Gives the lead to an employee and queues its write-back; an assignee's delay check is due unless it came via the fallback. */
export async function giveLead(ctx: Context, distributionId: string, employeeId: string, viaFallback: boolean) {
  // The fallback owner is the last resort: nobody is left to take the lead from them.
  const checkAt = !viaFallback && ctx.rules.delayMinutes > 0 ? new Date(ctx.now.getTime() + ctx.rules.delayMinutes * MINUTE) : null;
  ctx.store.updateLead(ctx.lead.id, {
    distributionId,
    state: 'assigned',
    employeeId,
    viaFallback,
    assignedAt: ctx.now,
    dueAt: checkAt,
    decisions: ctx.lead.decisions + 1,
    failures: 0,
    lastError: null,
    writeBackState: 'pending',
    writeBackVersion: ctx.lead.writeBackVersion + 1,
    writeBackAttempts: 0,
    writeBackDueAt: ctx.now,
    writeBackError: null,
    updatedAt: ctx.now,
  });
}
