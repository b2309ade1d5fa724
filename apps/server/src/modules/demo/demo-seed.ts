import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';
import { seedDemoGifts, seedPendingGiftRequest } from './demo-gift-shop';
import { seedDemoTeamsAndGoals } from './demo-goals';
import { playDemoHistory } from './demo-history';
import { seedDemoLeadRouting } from './demo-lead-routing';
import { seedDemoContest, seedDemoPoints } from './demo-points';
import { seedDemoProjectSetup } from './demo-project-setup';
import { DEMO_EMAIL, DEMO_SEED, DEMO_TIME_ZONE, demoEmailOf, demoSchedulesOf, demoTeam } from './demo-team';

export type DemoSeedOptions = {
  /** The seeding instant (tests fix it). */
  now?: number;
  /**
   * Days of past activity played through ingestion and distribution before the server starts
   * (demo-history.ts); 0 leaves the history to the provider's first sync.
   */
  historyDays?: number;
  /** Of those, the last days the distribution routed the inbound leads (it went live then). */
  routedDays?: number;
};

/**
 * Fills an empty database with a demo workspace so a newcomer can look around: one user who can
 * sign in (a fresh random password, returned for the log), a project in New York's time zone, a
 * team of twelve with schedules of their own (demo-team.ts), a demo data provider whose stages are
 * already mapped and the distribution that routes its inbound leads (demo-lead-routing.ts), its
 * gift shop: four gifts with pictures, points for the activity, one request waiting for a decision
 * and a running contest (demo-gift-shop.ts, demo-points.ts); a custom board and the settings
 * (demo-project-setup.ts); three teams of four (one rep moved between two on the 10th) and monthly
 * goals per rep, team and project (demo-goals.ts). With `historyDays`, the past is played through
 * ingestion and distribution first (demo-history.ts), so the screens open on weeks of work.
 * Does nothing when any user exists.
 */
export async function seedDemoWorkspace(
  db: Database,
  options: DemoSeedOptions = {},
): Promise<{ email: string; password: string } | undefined> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return undefined;
  const now = options.now ?? Date.now();

  const password = randomBytes(9).toString('base64url');
  // Teammates cannot sign in: their password is random and never shown.
  const [demoHash, teammateHash] = await Promise.all([hashPassword(password), hashPassword(randomBytes(32).toString('hex'))]);

  const timeZone = DEMO_TIME_ZONE;
  const historyDays = options.historyDays ?? 0;
  const seeded = await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        demoTeam.map((member, index) => ({
          name: member.name,
          email: demoEmailOf(index),
          passwordHash: index === 0 ? demoHash : teammateHash,
        })),
      )
      .returning({ id: users.id });
    const owner = created[0]!.id;
    const [project] = await tx.insert(projects).values({ name: 'Demo Sales Team', createdBy: owner }).returning({ id: projects.id });
    const projectId = project!.id;
    const staff = await tx
      .insert(employees)
      .values(
        demoTeam.map((member, index) => ({ projectId, userId: created[index]!.id, role: member.role, schedules: demoSchedulesOf(member) })),
      )
      .returning({ id: employees.id });
    const staffIds = staff.map((employee) => employee.id);
    // Three teams of four, one rep moved between two on the 10th, and monthly goals around each one's pace.
    const teamIds = await seedDemoTeamsAndGoals(tx, {
      projectId,
      owner,
      seed: DEMO_SEED,
      timeZone,
      now,
      staff: demoTeam.map((member, index) => ({
        employeeId: staffIds[index]!,
        member: { email: demoEmailOf(index), name: member.name, schedules: demoSchedulesOf(member) },
        representative: member.role === 'REPRESENTATIVE',
      })),
    });
    const gifts = await seedDemoGifts(tx, projectId, owner);
    await seedDemoContest(tx, { projectId, owner, timeZone, now });
    await seedDemoProjectSetup(tx, { projectId, owner, timeZone, team: teamIds[0]! });
    const routing = await seedDemoLeadRouting(tx, { projectId, staff: staffIds, activeNow: historyDays === 0 });
    return { projectId, ...routing, owner, users: created.map((user) => user.id), staff: staffIds, gifts };
  });

  if (historyDays > 0) {
    await playDemoHistory(db, {
      providerId: seeded.providerId,
      distributionId: seeded.distributionId,
      now,
      days: historyDays,
      routedDays: Math.min(historyDays, options.routedDays ?? historyDays),
    });
  }

  // Points follow the played history: its won deals and best callers earn them.
  await db.transaction(async (tx) => {
    const balances = await seedDemoPoints(tx, { ...seeded, now });
    await seedPendingGiftRequest(tx, { ...seeded, balances, now });
  });
  return { email: DEMO_EMAIL, password };
}

/** Seeding runs on the embedded database by default, and on PostgreSQL only when asked. */
export function shouldSeedDemo(seedDemo: boolean | undefined, usesExternalDatabase: boolean): boolean {
  if (seedDemo !== undefined) return seedDemo;
  return !usesExternalDatabase;
}
