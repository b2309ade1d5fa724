import type { Schedule } from '@salespulse/contract/employees';
import type { Role } from '@salespulse/contract/permissions';

export const DEMO_EMAIL = 'demo@salespulse.local';
/**
 * A real zone with a day of its own (not the machine's, which is UTC on most servers): a US team
 * paid in dollars, so the pulse's hours, "today" and the schedules read as a New York floor's.
 */
export const DEMO_TIME_ZONE = 'America/New_York';
/** One seed for every demo workspace: each tells the same story (the numbers in decisions.md). */
export const DEMO_SEED = 'salespulse-demo';

export type DemoTeamMember = { name: string; role: Role; start: string; end: string; days: number[]; weight?: number; dailyCap?: number };

/** Schedules differ per rep (early, late, part-time, Tuesday to Saturday), so routing by schedule shows. */
export const demoTeam: readonly DemoTeamMember[] = [
  { name: 'Dana Demo', role: 'OWNER', start: '09:00', end: '18:00', days: [1, 2, 3, 4, 5] },
  { name: 'Alex Morgan', role: 'ADMIN', start: '08:00', end: '17:00', days: [1, 2, 3, 4, 5] },
  { name: 'Bianca Ruiz', role: 'REPRESENTATIVE', start: '08:00', end: '17:00', days: [1, 2, 3, 4, 5], weight: 2 },
  { name: 'Chen Wei', role: 'REPRESENTATIVE', start: '09:00', end: '18:00', days: [1, 2, 3, 4, 5], weight: 2 },
  { name: 'Diego Alvarez', role: 'REPRESENTATIVE', start: '10:00', end: '19:00', days: [1, 2, 3, 4, 5] },
  { name: 'Emma Schultz', role: 'REPRESENTATIVE', start: '08:00', end: '16:00', days: [1, 2, 3, 4] },
  { name: 'Farah Khan', role: 'REPRESENTATIVE', start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
  { name: 'Gabriel Silva', role: 'REPRESENTATIVE', start: '11:00', end: '20:00', days: [2, 3, 4, 5, 6] },
  { name: 'Hana Sato', role: 'REPRESENTATIVE', start: '08:30', end: '17:30', days: [1, 2, 3, 4, 5], weight: 2 },
  { name: 'Ivan Petrov', role: 'REPRESENTATIVE', start: '09:00', end: '18:00', days: [1, 2, 3, 4, 5] },
  { name: 'Julia Novak', role: 'REPRESENTATIVE', start: '08:00', end: '14:00', days: [1, 2, 3, 4, 5, 6], dailyCap: 8 },
  { name: 'Kofi Mensah', role: 'REPRESENTATIVE', start: '12:00', end: '20:00', days: [1, 2, 3, 4, 5] },
];

/** The owner signs in with the demo address; the teammates get addresses of their own. */
export const demoEmailOf = (index: number) =>
  index === 0 ? DEMO_EMAIL : `${demoTeam[index]!.name.toLowerCase().replace(/\s+/g, '.')}@demo.salespulse.local`;

export function demoSchedulesOf(member: DemoTeamMember): Schedule[] {
  return member.days.map((day) => ({ day, start: member.start, end: member.end }));
}
