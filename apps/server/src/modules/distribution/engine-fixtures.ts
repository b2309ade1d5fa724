import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Schedule } from '@salespulse/contract/employees';
import type { SettingName } from '@salespulse/contract/settings';
import type { Database } from '../../db/database';
import { calls, deals, dealStageChanges } from '../../db/schema/activity';
import { dataProviders } from '../../db/schema/data-providers';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { settings } from '../../db/schema/settings';
import { users } from '../../db/schema/users';
import { distributionEmployees, distributionLeads, distributions } from '../../db/schema/distribution';
import { expectedAt } from './engine/ledger';
import type { LeadEngine } from './lead-engine';

// Test data for the engine, written straight into the database (the API has its own tests).

export const everyDay = (start: string, end: string): Schedule[] => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start, end }));
export const weekdays = (start: string, end: string): Schedule[] => [1, 2, 3, 4, 5].map((day) => ({ day, start, end }));

export type Team = { projectId: string; providerId: string; employeeIds: Record<string, string> };

export async function seedTeam(
  db: Database,
  options: {
    timezone?: string;
    settings?: Partial<Record<SettingName, string>>;
    people: Record<string, { schedules?: Schedule[]; status?: 'active' | 'inactive' }>;
    providerType?: 'webhook' | 'csv' | 'hubspot' | 'demo';
  },
): Promise<Team> {
  const [project] = await db.insert(projects).values({ name: 'Distribution test' }).returning();
  const projectId = project!.id;
  const values = { timezone: options.timezone ?? 'Europe/Berlin', ...options.settings };
  await db.insert(settings).values(Object.entries(values).map(([name, value]) => ({ projectId, name, value: value! })));
  const [provider] = await db
    .insert(dataProviders)
    .values({ projectId, type: options.providerType ?? 'webhook', name: 'CRM' })
    .returning();
  const employeeIds: Record<string, string> = {};
  for (const [name, person] of Object.entries(options.people)) {
    const [user] = await db
      .insert(users)
      .values({ name, email: `${name}.${randomUUID()}@example.com`, passwordHash: 'x' })
      .returning();
    const [employee] = await db
      .insert(employees)
      .values({
        projectId,
        userId: user!.id,
        role: 'REPRESENTATIVE',
        status: person.status ?? 'active',
        schedules: person.schedules ?? everyDay('00:00', '23:59'),
      })
      .returning();
    employeeIds[name] = employee!.id;
  }
  return { projectId, providerId: provider!.id, employeeIds };
}

export async function seedDistribution(
  db: Database,
  team: Team,
  members: { name: string; weight?: number; dailyCap?: number | null }[],
  options: { fallback?: string; active?: boolean; dataProviderIds?: string[]; position?: number } = {},
): Promise<string> {
  const [row] = await db
    .insert(distributions)
    .values({
      projectId: team.projectId,
      name: 'Inbound',
      active: options.active ?? true,
      position: options.position ?? 0,
      dataProviderIds: options.dataProviderIds ?? [],
      fallbackEmployeeId: options.fallback ? team.employeeIds[options.fallback] : null,
    })
    .returning();
  if (members.length) {
    await db.insert(distributionEmployees).values(
      members.map((m) => ({
        projectId: team.projectId,
        distributionId: row!.id,
        employeeId: team.employeeIds[m.name]!,
        weight: m.weight ?? 1,
        dailyCap: m.dailyCap ?? null,
      })),
    );
  }
  return row!.id;
}

let dealCounter = 0;

/** A deal created now without an owner, recorded as a lead the way ingestion does. */
export async function newLead(
  db: Database,
  engine: LeadEngine,
  team: Team,
  now: Date,
  extra: { properties?: Record<string, string> } = {},
) {
  dealCounter += 1;
  const [deal] = await db
    .insert(deals)
    .values({
      projectId: team.projectId,
      dataProviderId: team.providerId,
      externalId: `D-${dealCounter}-${randomUUID().slice(0, 8)}`,
      stage: 'new',
      properties: extra.properties ?? {},
      createdAt: now,
      updatedAt: now,
      assignedAt: now,
    })
    .returning();
  await db.insert(dealStageChanges).values({ projectId: team.projectId, dealId: deal!.id, stage: 'new', changedAt: now });
  await engine.recordNewLeads(db, team.projectId, [deal!.id]);
  const [lead] = await db.select().from(distributionLeads).where(eq(distributionLeads.dealId, deal!.id));
  return { deal: deal!, leadId: lead?.id };
}

/** A call attempt on the deal at `at`, as a CRM would report it. */
export async function callOn(db: Database, team: Team, deal: { externalId: string }, at: Date, employeeId: string | null = null) {
  await db.insert(calls).values({
    projectId: team.projectId,
    dataProviderId: team.providerId,
    externalId: `C-${randomUUID()}`,
    employeeId,
    dealExternalId: deal.externalId,
    startedAt: at,
    durationSeconds: 0,
    answered: false,
    updatedAt: at,
  });
}

/** The members of a distribution with their `expected` leads read off the share clock, lightest first. */
export async function ledgerOf(db: Database, distributionId: string) {
  const rows = await db
    .select({ member: distributionEmployees, shareClock: distributions.shareClock })
    .from(distributionEmployees)
    .innerJoin(distributions, eq(distributions.id, distributionEmployees.distributionId))
    .where(eq(distributionEmployees.distributionId, distributionId))
    .orderBy(asc(distributionEmployees.weight), asc(distributionEmployees.employeeId));
  return rows.map((r) => ({ ...r.member, expected: expectedAt(r.member, r.shareClock) }));
}

export async function leadRow(db: Database, leadId: string) {
  const [row] = await db.select().from(distributionLeads).where(eq(distributionLeads.id, leadId));
  return row!;
}
