import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Schedule } from '@salespulse/contract/employees';
import type { Role } from '@salespulse/contract/permissions';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { employees } from '../employees/employees.schema';
import { projects } from '../projects/projects.schema';
import { settings } from '../settings/settings.schema';
import { users } from '../users/users.schema';

export const DEMO_EMAIL = 'demo@salespulse.local';

const team: { name: string; role: Role; start: string; end: string; days: number[] }[] = [
  { name: 'Dana Demo', role: 'OWNER', start: '09:00', end: '18:00', days: [1, 2, 3, 4, 5] },
  { name: 'Alex Morgan', role: 'ADMIN', start: '08:00', end: '17:00', days: [1, 2, 3, 4, 5] },
  { name: 'Bianca Ruiz', role: 'REPRESENTATIVE', start: '08:00', end: '17:00', days: [1, 2, 3, 4, 5] },
  { name: 'Chen Wei', role: 'REPRESENTATIVE', start: '09:00', end: '18:00', days: [1, 2, 3, 4, 5] },
  { name: 'Diego Alvarez', role: 'REPRESENTATIVE', start: '10:00', end: '19:00', days: [1, 2, 3, 4, 5] },
  { name: 'Emma Schultz', role: 'REPRESENTATIVE', start: '08:00', end: '16:00', days: [1, 2, 3, 4] },
  { name: 'Farah Khan', role: 'REPRESENTATIVE', start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
  { name: 'Gabriel Silva', role: 'REPRESENTATIVE', start: '11:00', end: '20:00', days: [2, 3, 4, 5, 6] },
  { name: 'Hana Sato', role: 'REPRESENTATIVE', start: '08:30', end: '17:30', days: [1, 2, 3, 4, 5] },
  { name: 'Ivan Petrov', role: 'REPRESENTATIVE', start: '09:00', end: '18:00', days: [1, 2, 3, 4, 5] },
  { name: 'Julia Novak', role: 'REPRESENTATIVE', start: '08:00', end: '14:00', days: [1, 2, 3, 4, 5, 6] },
  { name: 'Kofi Mensah', role: 'REPRESENTATIVE', start: '12:00', end: '20:00', days: [1, 2, 3, 4, 5] },
];

function schedulesOf(member: (typeof team)[number]): Schedule[] {
  return member.days.map((day) => ({ day, start: member.start, end: member.end }));
}

function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Fills an empty database with a demo workspace so a newcomer can look around: one user who can
 * sign in (a fresh random password, returned for the log), a project and a team of twelve.
 * Does nothing when any user exists.
 */
export async function seedDemoWorkspace(db: Database): Promise<{ email: string; password: string } | undefined> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return undefined;

  const password = randomBytes(9).toString('base64url');
  // Teammates cannot sign in: their password is random and never shown.
  const [demoHash, teammateHash] = await Promise.all([hashPassword(password), hashPassword(randomBytes(32).toString('hex'))]);

  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        team.map((member, index) => ({
          name: member.name,
          email: index === 0 ? DEMO_EMAIL : `${member.name.toLowerCase().replace(/\s+/g, '.')}@demo.salespulse.local`,
          passwordHash: index === 0 ? demoHash : teammateHash,
        })),
      )
      .returning({ id: users.id });
    const [project] = await tx.insert(projects).values({ name: 'Demo Sales Team', createdBy: created[0]!.id }).returning({ id: projects.id });
    const projectId = project!.id;
    await tx.insert(employees).values(
      team.map((member, index) => ({ projectId, userId: created[index]!.id, role: member.role, schedules: schedulesOf(member) })),
    );
    await tx.insert(settings).values(
      Object.entries({
        timezone: localTimeZone(),
        currency: 'USD',
        language: 'en',
        work_hours: '08:00-17:00',
        gift_shop_enabled: '1',
        distribution_delay: '15',
        away_count_limit: '3',
        forecast_negotiation_to_bill: '40',
        forecast_bill_to_won: '60',
      }).map(([name, value]) => ({ projectId, name, value })),
    );
  });
  return { email: DEMO_EMAIL, password };
}

/** Seeding runs on the embedded database by default, and on PostgreSQL only when asked. */
export function shouldSeedDemo(seedDemo: boolean | undefined, usesExternalDatabase: boolean): boolean {
  if (seedDemo !== undefined) return seedDemo;
  return !usesExternalDatabase;
}
