import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DistributionDecision, DistributionMemberInput } from '@salespulse/contract/distribution';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { deals } from '../../db/schema/activity';
import { products, properties } from '../../db/schema/catalogue';
import { dataProviders } from '../../db/schema/data-providers';
import { employees } from '../../db/schema/employees';
import { settings } from '../../db/schema/settings';
import {
  distributionEmployees,
  distributionLeads,
  distributionLogs,
  distributionPresets,
  distributions,
  type DistributionEmployeeRow,
  type DistributionPresetRow,
  type DistributionRow,
} from '../../db/schema/distribution';
import { rebase } from './engine/ledger';
import type { StoredSetting } from './engine/rules';

export type DistributionValues = Omit<typeof distributions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DistributionChanges = Partial<Omit<DistributionValues, 'projectId'>>;
export type Member = { employeeId: string; weight: number; dailyCap: number | null };
export type DistributionStats = { assignedToday: number; waiting: number; alerts: number };
/** A member with its distribution's share clock, to read `expected` (engine/ledger.ts). */
export type MemberWithClock = DistributionEmployeeRow & { shareClock: number };
export type LogFilters = {
  distributionId?: string;
  employeeId?: string;
  dealId?: string;
  decisions?: DistributionDecision[];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};
export type LogWithDeal = {
  log: typeof distributionLogs.$inferSelect;
  deal: { id: string; externalId: string; title: string | null; link: string | null; dataProviderId: string } | null;
};

const GIVEN: DistributionDecision[] = ['assigned', 'reassigned', 'fallback'];

export function createDistributionRepository(db: Database) {
  /** Of `ids`, those that name rows of `table` in the project. */
  async function existing(
    table: typeof employees | typeof products | typeof dataProviders | typeof properties,
    projectId: string,
    ids: string[],
  ): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.projectId, projectId), inArray(table.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  return {
    employeesOf: (projectId: string, ids: string[]) => existing(employees, projectId, ids),
    productsOf: (projectId: string, ids: string[]) => existing(products, projectId, ids),
    providersOf: (projectId: string, ids: string[]) => existing(dataProviders, projectId, ids),
    propertiesOf: (projectId: string, ids: string[]) => existing(properties, projectId, ids),

    async settings(projectId: string): Promise<StoredSetting[]> {
      return db
        .select({ id: settings.id, name: settings.name, value: settings.value })
        .from(settings)
        .where(eq(settings.projectId, projectId));
    },

    async list(projectId: string, filters: { active?: boolean; limit: number; offset: number }) {
      const conditions: SQL[] = [eq(distributions.projectId, projectId)];
      if (filters.active !== undefined) conditions.push(eq(distributions.active, filters.active));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(distributions)
            .where(where)
            .orderBy(asc(distributions.position), asc(distributions.createdAt), asc(distributions.id))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(distributions).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: string): Promise<DistributionRow | undefined> {
      const [row] = await db.select().from(distributions).where(eq(distributions.id, id));
      return row;
    },

    /** Creates the distribution with its members in one transaction. */
    async insert(values: DistributionValues, members: Member[]): Promise<DistributionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(distributions).values(values).returning();
        if (members.length) {
          await tx
            .insert(distributionEmployees)
            .values(members.map((m) => ({ ...m, projectId: values.projectId, distributionId: row!.id })));
        }
        return row!;
      });
    },

    /**
     * Changes the distribution and, when given, its member set: members who stay keep their ledger
     * (a weight change only affects later leads), newcomers start at zero, the others leave.
     */
    async update(row: DistributionRow, changes: DistributionChanges, members: Member[] | undefined): Promise<DistributionRow | undefined> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(distributions)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(distributions.id, row.id))
          .returning();
        if (!updated || !members) return updated;
        // The update holds the distribution's row lock, as decisions do while they use the ledger.
        const current = await tx.select().from(distributionEmployees).where(eq(distributionEmployees.distributionId, row.id));
        const wanted = new Map(members.map((m) => [m.employeeId, m]));
        const gone = current.filter((c) => !wanted.has(c.employeeId)).map((c) => c.id);
        if (gone.length) await tx.delete(distributionEmployees).where(inArray(distributionEmployees.id, gone));
        for (const member of current) {
          const next = wanted.get(member.employeeId);
          if (!next || (next.weight === member.weight && next.dailyCap === member.dailyCap)) continue;
          // A weight change keeps what the old weight earned and counts the new one from now on.
          const ledger = next.weight === member.weight ? {} : rebase(member, updated.shareClock, next.weight);
          await tx
            .update(distributionEmployees)
            .set({ ...ledger, dailyCap: next.dailyCap, updatedAt: new Date() })
            .where(eq(distributionEmployees.id, member.id));
        }
        const known = new Set(current.map((c) => c.employeeId));
        const added = members.filter((m) => !known.has(m.employeeId));
        if (added.length)
          await tx.insert(distributionEmployees).values(added.map((m) => ({ ...m, projectId: row.projectId, distributionId: row.id })));
        return updated;
      });
    },

    async remove(id: string): Promise<void> {
      await db.delete(distributions).where(eq(distributions.id, id));
    },

    async members(distributionIds: string[]): Promise<MemberWithClock[]> {
      if (distributionIds.length === 0) return [];
      const rows = await db
        .select({ member: distributionEmployees, shareClock: distributions.shareClock })
        .from(distributionEmployees)
        .innerJoin(distributions, eq(distributions.id, distributionEmployees.distributionId))
        .where(inArray(distributionEmployees.distributionId, distributionIds))
        .orderBy(desc(distributionEmployees.weight), asc(distributionEmployees.employeeId));
      return rows.map((r) => ({ ...r.member, shareClock: r.shareClock }));
    },

    async listMembers(projectId: string, filters: { distributionId?: string; employeeId?: string; limit: number; offset: number }) {
      const conditions: SQL[] = [eq(distributionEmployees.projectId, projectId)];
      if (filters.distributionId) conditions.push(eq(distributionEmployees.distributionId, filters.distributionId));
      if (filters.employeeId) conditions.push(eq(distributionEmployees.employeeId, filters.employeeId));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select({ member: distributionEmployees, shareClock: distributions.shareClock })
            .from(distributionEmployees)
            .innerJoin(distributions, eq(distributions.id, distributionEmployees.distributionId))
            .where(where)
            .orderBy(asc(distributionEmployees.distributionId), desc(distributionEmployees.weight), asc(distributionEmployees.employeeId))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(distributionEmployees).where(where),
      );
      return { rows: rows.map((r): MemberWithClock => ({ ...r.member, shareClock: r.shareClock })), total: total?.value ?? 0 };
    },

    /**
     * The caller's own member rows in the project, each with its distribution, and the ledger of
     * all members of those distributions (for the totals their shares are of; it stays here).
     */
    async ownShares(projectId: string, employeeId: string) {
      const own = await db
        .select({
          member: distributionEmployees,
          shareClock: distributions.shareClock,
          name: distributions.name,
          active: distributions.active,
        })
        .from(distributionEmployees)
        .innerJoin(distributions, eq(distributions.id, distributionEmployees.distributionId))
        .where(and(eq(distributionEmployees.projectId, projectId), eq(distributionEmployees.employeeId, employeeId)))
        .orderBy(asc(distributions.position), asc(distributions.createdAt), asc(distributions.id));
      const ids = own.map((r) => r.member.distributionId);
      const all = ids.length
        ? await db
            .select({ member: distributionEmployees, shareClock: distributions.shareClock })
            .from(distributionEmployees)
            .innerJoin(distributions, eq(distributions.id, distributionEmployees.distributionId))
            .where(inArray(distributionEmployees.distributionId, ids))
        : [];
      return {
        own: own.map((r) => ({
          distribution: { id: r.member.distributionId, name: r.name, active: r.active },
          member: { ...r.member, shareClock: r.shareClock },
        })),
        all: all.map((r): MemberWithClock => ({ ...r.member, shareClock: r.shareClock })),
      };
    },

    /** Per distribution: leads given out since `since` (the local day's start), and leads waiting now. */
    async stats(distributionIds: string[], since: Date): Promise<Map<string, DistributionStats>> {
      const result = new Map<string, DistributionStats>(distributionIds.map((id) => [id, { assignedToday: 0, waiting: 0, alerts: 0 }]));
      if (distributionIds.length === 0) return result;
      const [given, waiting] = await Promise.all([
        db
          .select({ id: distributionLogs.distributionId, value: count() })
          .from(distributionLogs)
          .where(
            and(
              inArray(distributionLogs.distributionId, distributionIds),
              gte(distributionLogs.at, since),
              inArray(distributionLogs.decision, GIVEN),
            ),
          )
          .groupBy(distributionLogs.distributionId),
        db
          .select({ id: distributionLeads.distributionId, state: distributionLeads.state, value: count() })
          .from(distributionLeads)
          .where(and(inArray(distributionLeads.distributionId, distributionIds), inArray(distributionLeads.state, ['waiting', 'alert'])))
          .groupBy(distributionLeads.distributionId, distributionLeads.state),
      ]);
      for (const row of given) if (row.id) result.get(row.id)!.assignedToday = row.value;
      for (const row of waiting) {
        if (!row.id) continue;
        if (row.state === 'alert') result.get(row.id)!.alerts = row.value;
        else result.get(row.id)!.waiting = row.value;
      }
      return result;
    },

    async logs(projectId: string, filters: LogFilters): Promise<{ rows: LogWithDeal[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(distributionLogs.projectId, projectId)];
      if (filters.distributionId) conditions.push(eq(distributionLogs.distributionId, filters.distributionId));
      if (filters.employeeId)
        conditions.push(
          or(eq(distributionLogs.employeeId, filters.employeeId), eq(distributionLogs.previousEmployeeId, filters.employeeId)),
        );
      if (filters.dealId) conditions.push(eq(distributionLogs.dealId, filters.dealId));
      if (filters.decisions?.length) conditions.push(inArray(distributionLogs.decision, filters.decisions));
      if (filters.from) conditions.push(gte(distributionLogs.at, filters.from));
      if (filters.to) conditions.push(lt(distributionLogs.at, filters.to));
      const where = and(...conditions);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select({
              log: distributionLogs,
              deal: {
                id: deals.id,
                externalId: deals.externalId,
                title: deals.title,
                link: deals.link,
                dataProviderId: deals.dataProviderId,
              },
            })
            .from(distributionLogs)
            .leftJoin(deals, eq(deals.id, distributionLogs.dealId))
            .where(where)
            .orderBy(desc(distributionLogs.at), desc(distributionLogs.id))
            .limit(filters.limit)
            .offset(filters.offset),
        (q) => q.select({ value: count() }).from(distributionLogs).where(where),
      );
      return { rows: rows.map((r) => ({ log: r.log, deal: r.deal?.id ? r.deal : null })), total: total?.value ?? 0 };
    },

    async listPresets(projectId: string, page: { limit: number; offset: number }) {
      const where = eq(distributionPresets.projectId, projectId);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(distributionPresets)
            .where(where)
            .orderBy(asc(sql`lower(${distributionPresets.name})`), asc(distributionPresets.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(distributionPresets).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    async findPreset(id: string): Promise<DistributionPresetRow | undefined> {
      const [row] = await db.select().from(distributionPresets).where(eq(distributionPresets.id, id));
      return row;
    },

    async insertPreset(values: { projectId: string; name: string; employees: DistributionMemberInput[] }): Promise<DistributionPresetRow> {
      const [row] = await db.insert(distributionPresets).values(values).returning();
      return row!;
    },

    async updatePreset(
      id: string,
      changes: Partial<{ name: string; employees: DistributionMemberInput[] }>,
    ): Promise<DistributionPresetRow | undefined> {
      const [row] = await db
        .update(distributionPresets)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(distributionPresets.id, id))
        .returning();
      return row;
    },

    async removePreset(id: string): Promise<void> {
      await db.delete(distributionPresets).where(eq(distributionPresets.id, id));
    },
  };
}

export type DistributionRepository = ReturnType<typeof createDistributionRepository>;
