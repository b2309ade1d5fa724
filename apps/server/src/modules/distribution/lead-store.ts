import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Schedule } from '@salespulse/contract/employees';
import type { LiveLead } from '@salespulse/contract/live';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { calls, deals, dealStageChanges } from '../../db/schema/activity';
import { properties } from '../../db/schema/catalogue';
import { employees } from '../../db/schema/employees';
import { settings } from '../../db/schema/settings';
import {
  distributionEmployees,
  distributionLeads,
  distributionLogs,
  distributions,
  type DistributionLeadRow,
  type DistributionRow,
} from '../../db/schema/distribution';
import { ENGINE_SETTING_NAMES, type StoredSetting } from './engine/rules';

// The engine's SQL. Every call runs inside the transaction of a burst of decisions. Reads run at
// once; a decision's writes are held until flush(), which sends them as one statement (each write a
// data-modifying WITH of it), so a decision costs one round trip to store, not four to seven: at
// 50 leads a second the engine was bound by round trips (docs/decisions.md, "Lead routing at 50 leads
// a second"). Writes of one table by one decision are merged first, so no row is written twice by
// one statement; what cannot be merged is sent in order, one statement each.

export type LeadDeal = {
  id: string;
  projectId: string;
  dataProviderId: string;
  externalId: string;
  productId: string | null;
  properties: Record<string, string | number | null>;
  ownerUserId: string | null;
  employeeId: string | null;
  createdAt: Date;
};

export type MemberRow = {
  id: string;
  employeeId: string;
  weight: number;
  dailyCap: number | null;
  expectedBase: number;
  shareBanked: number;
  shareSince: number;
  eligible: boolean;
  received: number;
  day: string | null;
  dayCount: number;
  away: boolean;
  awaySince: Date | null;
  consecutiveMisses: number;
  status: string;
  schedules: Schedule[];
};

export type LogEntry = typeof distributionLogs.$inferInsert;

/** Decisions that give a lead to someone: each one is announced to the project's live streams. */
const ASSIGNING = new Set<string>(['assigned', 'fallback', 'reassigned']);

/** One member's row after an assignment: eligibility as of the decision, and whether they got the lead. */
export type LedgerChange = { memberId: string; eligible: boolean; shareBanked: number; shareSince: number; got: boolean };

type LeadChanges = Partial<typeof distributionLeads.$inferInsert>;
type MemberChanges = Partial<{ consecutiveMisses: number; away: boolean; awaySince: Date | null }>;

/** A decision's writes, in the order it made them, until flush(). */
type Pending =
  | { kind: 'lead'; leadId: string; changes: LeadChanges }
  | { kind: 'member'; memberId: string; changes: MemberChanges; now: Date }
  | { kind: 'statement'; table: string; statement: SQL };

/** The statement of one pending write (held leads and members are merged per row before this). */
function statementOf(db: Database, write: Pending): { table: string; statement: SQL } {
  if (write.kind === 'lead') {
    return {
      table: 'distribution_leads',
      statement: db.update(distributionLeads).set(write.changes).where(eq(distributionLeads.id, write.leadId)).getSQL(),
    };
  }
  if (write.kind === 'member') {
    return {
      table: 'distribution_employees',
      statement: db
        .update(distributionEmployees)
        .set({ ...write.changes, updatedAt: write.now })
        .where(eq(distributionEmployees.id, write.memberId))
        .getSQL(),
    };
  }
  return { table: write.table, statement: write.statement };
}

/** Later changes of the same lead or member folded into its first write, keeping the order. */
function merged(writes: Pending[]): Pending[] {
  const out: Pending[] = [];
  const leads = new Map<string, { kind: 'lead'; leadId: string; changes: LeadChanges }>();
  const members = new Map<string, { kind: 'member'; memberId: string; changes: MemberChanges; now: Date }>();
  for (const write of writes) {
    if (write.kind === 'lead') {
      const held = leads.get(write.leadId);
      if (held) Object.assign(held.changes, write.changes);
      else {
        const copy = { ...write, changes: { ...write.changes } };
        leads.set(write.leadId, copy);
        out.push(copy);
      }
    } else if (write.kind === 'member') {
      const held = members.get(write.memberId);
      if (held) Object.assign(held, { changes: { ...held.changes, ...write.changes }, now: write.now });
      else {
        const copy = { ...write, changes: { ...write.changes } };
        members.set(write.memberId, copy);
        out.push(copy);
      }
    } else out.push(write);
  }
  return out;
}

const leadDealColumns = {
  id: deals.id,
  projectId: deals.projectId,
  dataProviderId: deals.dataProviderId,
  externalId: deals.externalId,
  productId: deals.productId,
  properties: deals.properties,
  ownerUserId: deals.ownerUserId,
  employeeId: deals.employeeId,
  createdAt: deals.createdAt,
};

export function createLeadStore(db: Database) {
  let pending: Pending[] = [];
  const notifies: SQL[] = [];

  return {
    /**
     * Sends the writes held since the last flush: one statement when each table is written once
     * (the usual decision: the lead, the ledger, the log and the live notice), else one statement
     * per write, in order.
     */
    async flush(): Promise<void> {
      const writes = merged(pending).map((write) => statementOf(db, write));
      const notices = notifies.splice(0);
      pending = [];
      if (writes.length === 0 && notices.length === 0) return;
      const tables = new Set(writes.map((write) => write.table));
      const select = notices.length ? sql`select ${sql.join(notices, sql`, `)}` : sql`select 1`;
      if (tables.size === writes.length) {
        const parts = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.statement})`);
        await db.execute(parts.length ? sql`with ${sql.join(parts, sql`, `)} ${select}` : select);
        return;
      }
      for (const write of writes) await db.execute(write.statement);
      if (notices.length) await db.execute(select);
    },

    /** The due leads among `leadIds` that no other worker holds, each with its deal, locked for this transaction. */
    async claimMany(leadIds: string[], now: Date): Promise<Map<string, { lead: DistributionLeadRow; deal: LeadDeal }>> {
      if (leadIds.length === 0) return new Map();
      const rows = await db
        .select({ lead: distributionLeads, deal: leadDealColumns })
        .from(distributionLeads)
        .innerJoin(deals, eq(deals.id, distributionLeads.dealId))
        .where(and(inArray(distributionLeads.id, leadIds), lte(distributionLeads.dueAt, now)))
        .for('update', { of: distributionLeads, skipLocked: true });
      return new Map(rows.map((row) => [row.lead.id, row]));
    },

    async settings(projectId: string): Promise<StoredSetting[]> {
      return db
        .select({ id: settings.id, name: settings.name, value: settings.value })
        .from(settings)
        .where(and(eq(settings.projectId, projectId), inArray(settings.name, ENGINE_SETTING_NAMES)));
    },

    /** Active distributions in priority order. */
    async activeDistributions(projectId: string): Promise<DistributionRow[]> {
      return db
        .select()
        .from(distributions)
        .where(and(eq(distributions.projectId, projectId), eq(distributions.active, true)))
        .orderBy(asc(distributions.position), asc(distributions.createdAt), asc(distributions.id));
    },

    async propertyKeys(ids: string[]): Promise<Map<string, { key: string; dataProviderId: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: properties.id, key: properties.key, dataProviderId: properties.dataProviderId })
        .from(properties)
        .where(inArray(properties.id, ids));
      return new Map(rows.map((r) => [r.id, { key: r.key, dataProviderId: r.dataProviderId }]));
    },

    /**
     * Locks the distribution (decisions of one distribution happen one at a time: its row stays
     * locked while its ledger is read and written) and reads its share clock and members.
     * Undefined when it was deleted meanwhile.
     */
    async lockMembers(distributionId: string): Promise<{ shareClock: number; rows: MemberRow[] } | undefined> {
      // The lock first, the ledger after, in two statements: under READ COMMITTED a statement that
      // waited for the lock re-reads only the locked row, while its joined rows would stay as they
      // were before the previous decision committed (two runners then both saw the same ledger).
      const [locked] = await db
        .select({ shareClock: distributions.shareClock })
        .from(distributions)
        .where(eq(distributions.id, distributionId))
        .for('update');
      if (!locked) return undefined;
      const rows = await db
        .select({
          id: distributionEmployees.id,
          employeeId: distributionEmployees.employeeId,
          weight: distributionEmployees.weight,
          dailyCap: distributionEmployees.dailyCap,
          expectedBase: distributionEmployees.expectedBase,
          shareBanked: distributionEmployees.shareBanked,
          shareSince: distributionEmployees.shareSince,
          eligible: distributionEmployees.eligible,
          received: distributionEmployees.received,
          day: distributionEmployees.day,
          dayCount: distributionEmployees.dayCount,
          away: distributionEmployees.away,
          awaySince: distributionEmployees.awaySince,
          consecutiveMisses: distributionEmployees.consecutiveMisses,
          status: employees.status,
          schedules: employees.schedules,
        })
        .from(distributionEmployees)
        .innerJoin(employees, eq(employees.id, distributionEmployees.employeeId))
        .where(eq(distributionEmployees.distributionId, distributionId))
        .orderBy(asc(distributionEmployees.employeeId));
      return { shareClock: locked.shareClock, rows: rows as MemberRow[] };
    },

    async employee(employeeId: string): Promise<{ status: string } | undefined> {
      const [row] = await db.select({ status: employees.status }).from(employees).where(eq(employees.id, employeeId));
      return row;
    },

    /** A call attempt on the deal, or a stage change of it, since the assignment. */
    async processedSince(deal: LeadDeal, since: Date): Promise<boolean> {
      const result = await db.execute(sql`
        select exists (
          select 1 from ${calls}
          where ${calls.projectId} = ${deal.projectId} and ${calls.dataProviderId} = ${deal.dataProviderId}
            and ${calls.dealExternalId} = ${deal.externalId} and ${calls.startedAt} >= ${since.toISOString()}::timestamptz
        ) or exists (
          select 1 from ${dealStageChanges}
          where ${dealStageChanges.dealId} = ${deal.id} and ${dealStageChanges.changedAt} >= ${since.toISOString()}::timestamptz
            and ${dealStageChanges.changedAt} > ${deal.createdAt.toISOString()}::timestamptz
        ) as processed`);
      return Boolean(rowsOf<{ processed: boolean }>(result)[0]?.processed);
    },

    /**
     * Of these away employees, those who worked since they went away: a call of theirs, or a stage
     * change of a deal they own. One query for all of them.
     */
    async workedSince(projectId: string, away: { employeeId: string; since: Date }[]): Promise<Set<string>> {
      if (away.length === 0) return new Set();
      const values = sql.join(
        away.map((a) => sql`(${a.employeeId}::uuid, ${a.since.toISOString()}::timestamptz)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select a.employee_id from (values ${values}) as a(employee_id, since)
        where exists (
          select 1 from ${calls} where ${calls.projectId} = ${projectId} and ${calls.employeeId} = a.employee_id and ${calls.startedAt} >= a.since
        ) or exists (
          select 1 from ${dealStageChanges} join ${deals} on ${deals.id} = ${dealStageChanges.dealId}
          where ${dealStageChanges.projectId} = ${projectId} and ${dealStageChanges.changedAt} >= a.since and ${deals.employeeId} = a.employee_id
        )`);
      return new Set(rowsOf<{ employee_id: string }>(result).map((r) => r.employee_id));
    },

    /**
     * The ledger after an assignment: the new share clock, the members whose eligibility flipped,
     * and the one who got the lead (received and the local day's count).
     */
    writeLedger(distributionId: string, shareClock: number, changes: LedgerChange[], localDate: string, now: Date): void {
      pending.push({
        kind: 'statement',
        table: 'distributions',
        statement: db.update(distributions).set({ shareClock }).where(eq(distributions.id, distributionId)).getSQL(),
      });
      if (changes.length === 0) return;
      const values = sql.join(
        changes.map(
          (c) =>
            sql`(${c.memberId}::uuid, ${c.eligible}::boolean, ${c.shareBanked}::float8, ${c.shareSince}::float8, ${c.got ? 1 : 0}::int)`,
        ),
        sql`, `,
      );
      pending.push({
        kind: 'statement',
        table: 'distribution_employees',
        statement: sql`update ${distributionEmployees} as de set
          eligible = v.eligible, share_banked = v.banked, share_since = v.since,
          received = de.received + v.got,
          day_count = case when v.got = 0 then de.day_count when de.day = ${localDate}::date then de.day_count + 1 else 1 end,
          day = case when v.got = 0 then de.day else ${localDate}::date end,
          updated_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(id, eligible, banked, since, got)
        where de.id = v.id`,
      });
    },

    updateMember(memberId: string, changes: MemberChanges, now: Date): void {
      pending.push({ kind: 'member', memberId, changes, now });
    },

    /** A processed lead clears its assignee's run of misses in every distribution they are in. */
    clearMisses(projectId: string, employeeId: string, now: Date): void {
      pending.push({
        kind: 'statement',
        table: 'distribution_employees',
        statement: db
          .update(distributionEmployees)
          .set({ consecutiveMisses: 0, updatedAt: now })
          .where(
            and(
              eq(distributionEmployees.projectId, projectId),
              eq(distributionEmployees.employeeId, employeeId),
              sql`${distributionEmployees.consecutiveMisses} > 0`,
            ),
          )
          .getSQL(),
      });
    },

    updateLead(leadId: string, changes: LeadChanges): void {
      pending.push({ kind: 'lead', leadId, changes });
    },

    log(entries: LogEntry[]): void {
      if (entries.length === 0) return;
      pending.push({ kind: 'statement', table: 'distribution_logs', statement: db.insert(distributionLogs).values(entries).getSQL() });
      // The assigned manager hears of the lead the moment the decision commits (NOTIFY is delivered on commit).
      for (const entry of entries) {
        if (!entry.employeeId || !ASSIGNING.has(entry.decision)) continue;
        const lead: LiveLead = {
          employeeId: entry.employeeId,
          dealId: entry.dealId ?? null,
          decision: entry.decision as LiveLead['decision'],
        };
        notifies.push(sql`pg_notify('activity', ${JSON.stringify({ projectId: entry.projectId, lead })})`);
      }
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;

export { rowsOf };
