import { periodOf } from '@salespulse/contract/goals';
import type { Database } from '../../db/database';
import { goals } from '../../db/schema/goals';
import { teamMemberships, teams } from '../../db/schema/teams';
import { localDate } from '../../lib/time/zoned-time';
import { createCalendar, type LocalDay } from './demo-calendar';
import { dailyActivity } from './demo-day';
import { DEAL_LIFETIME_DAYS, dealStories } from './demo-deal-stories';
import { traitsOf, userExternalId, type DemoMember, type DemoWorld } from './demo-world';

// The demo's teams and goals: three teams of four with a lead each, one rep who moved between two
// of them on the 10th, and monthly goals whose targets sit around what the generator will make each
// person do this month (0.8x to 1.3x), so some reps are ahead and some behind on the goals screens.

const DAY = 86_400_000;

/** Teams by index into the seeder's team (0 Dana the owner, 1 Alex the admin, 2.. the reps). */
export const DEMO_TEAMS = [
  { name: 'Hunters', lead: 1, members: [1, 2, 3] },
  { name: 'Closers', lead: 8, members: [8, 5, 6, 7] },
  { name: 'Growth', lead: 0, members: [0, 9, 10, 11] },
] as const;
/** Diego was a Closer until the 9th and is a Hunter from the 10th: four in each team today. */
export const DEMO_MOVE = { member: 4, from: 1, to: 0 } as const;
/** Team payment targets against their members' expected month: one team ahead, one behind, one near. */
const TEAM_FACTORS = [0.9, 1.25, 1.05];
const PROJECT_FACTOR = 1.1;
const FACTOR_LOW = 0.8;
const FACTOR_HIGH = 1.3;

export type DemoMonth = { calls: number; successCalls: number; payments: number };

const localDayOf = (day: string): LocalDay => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);

/**
 * A member's month as the generator plans it (demo-day.ts, demo-deal-stories.ts): the calls and
 * successful calls made on the days `from`..`to`, and the payments (won less refunded) on them,
 * counting the deals of earlier days that close in the month. Leads distribution routes to someone
 * else are counted with the member who would have had them: an estimate, as a manager's plan is.
 */
export function expectedMonth(seed: string, timeZone: string, member: DemoMember, month: { from: string; to: string }): DemoMonth {
  const calendar = createCalendar(timeZone);
  const world: DemoWorld = { seed, timeZone, team: [member], origin: 0 };
  const traits = traitsOf(seed, member);
  const owner = userExternalId(member.email);
  const first = localDayOf(month.from);
  const last = localDayOf(month.to);
  const inMonth = (at: number) => {
    const day = calendar.dayOf(at);
    return day >= first && day <= last;
  };
  const figures: DemoMonth = { calls: 0, successCalls: 0, payments: 0 };
  const versions = [];
  for (let day = first; day <= last; day++) versions.push(...dailyActivity(world, calendar, member, traits, owner, day));
  for (let day = first - DEAL_LIFETIME_DAYS; day <= last; day++)
    for (const story of dealStories(world, calendar, member, traits, owner, day)) versions.push(...story.versions);
  for (const { at, event } of versions) {
    if (!inMonth(at)) continue;
    if (event.type === 'call') {
      figures.calls += 1;
      if (event.answered) figures.successCalls += 1;
    } else if (event.type === 'deal' && (event.stage === 'won' || event.stage === 'refund')) {
      figures.payments += (event.stage === 'won' ? 1 : -1) * (event.amount ?? 0);
    }
  }
  return figures;
}

/**
 * Each rep's factor (target / expected) for a metric, spread evenly from 0.8 to 1.3 over the reps in
 * an order that differs per metric, so a rep can be ahead on calls and behind on payments.
 */
export function goalFactor(rep: number, reps: number, metric: number): number {
  if (reps <= 1) return 1;
  // With ten reps (3 and 10 share no factor) each metric gives every place to one rep.
  const place = (rep * 3 + metric) % reps;
  return FACTOR_LOW + ((FACTOR_HIGH - FACTOR_LOW) * place) / (reps - 1);
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** The day of the move: the 10th of this month, or of the last one while this month's is still ahead. */
export function demoMoveDay(today: string): string {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1 - (date >= 10 ? 0 : 1), 10));
  return moved.toISOString().slice(0, 10);
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

export type DemoTeamSeed = {
  projectId: string;
  owner: string;
  seed: string;
  timeZone: string;
  now: number;
  /** The seeder's team in its order, with employee ids. */
  staff: readonly { employeeId: string; member: DemoMember; representative: boolean }[];
};

/** Inserts the teams, their membership history and the monthly goals (inside the seeder's transaction); the team ids, as DEMO_TEAMS. */
export async function seedDemoTeamsAndGoals(db: Database, input: DemoTeamSeed): Promise<string[]> {
  const { projectId, staff } = input;
  const today = localDate(input.timeZone, input.now);
  const moveDay = demoMoveDay(today);
  // The history starts the month before the move, so last month's figures have teams too.
  const since = periodOf('month', dayBefore(`${moveDay.slice(0, 8)}01`)).from;

  const rows = await db
    .insert(teams)
    .values(DEMO_TEAMS.map((team) => ({ projectId, name: team.name, leadEmployeeId: staff[team.lead]!.employeeId })))
    .returning({ id: teams.id });
  const teamIds = rows.map((row) => row.id);
  const mover = staff[DEMO_MOVE.member]!.employeeId;
  await db.insert(teamMemberships).values([
    ...DEMO_TEAMS.flatMap((team, index) =>
      team.members.map((member) => ({
        projectId,
        teamId: teamIds[index]!,
        employeeId: staff[member]!.employeeId,
        fromDay: since,
        toDay: null,
      })),
    ),
    { projectId, teamId: teamIds[DEMO_MOVE.from]!, employeeId: mover, fromDay: since, toDay: dayBefore(moveDay) },
    { projectId, teamId: teamIds[DEMO_MOVE.to]!, employeeId: mover, fromDay: moveDay, toDay: null },
  ]);

  const month = periodOf('month', today);
  const expected = staff.map((person) => expectedMonth(input.seed, input.timeZone, person.member, month));
  const base = { projectId, period: 'month' as const, recurring: true, fromDay: month.from, toDay: null, createdBy: input.owner };
  const reps = staff.flatMap((person, index) => (person.representative ? [index] : []));
  const repGoals = reps.flatMap((index, place) => {
    const figures = expected[index]!;
    const employeeId = staff[index]!.employeeId;
    return [
      { metric: 'payments' as const, target: roundTo(figures.payments * goalFactor(place, reps.length, 0), 500) },
      { metric: 'calls' as const, target: roundTo(figures.calls * goalFactor(place, reps.length, 1), 10) },
      { metric: 'successCalls' as const, target: roundTo(figures.successCalls * goalFactor(place, reps.length, 2), 5) },
    ].map((goal) => ({ ...base, ...goal, scope: 'employee' as const, employeeId }));
  });
  // A team's month: its members today (the mover with the team he is in now).
  const membersToday = DEMO_TEAMS.map((team, index): number[] => [...team.members, ...(index === DEMO_MOVE.to ? [DEMO_MOVE.member] : [])]);
  const teamGoals = DEMO_TEAMS.map((_team, index) => ({
    ...base,
    metric: 'payments' as const,
    scope: 'team' as const,
    teamId: teamIds[index]!,
    split: 'even' as const,
    target: roundTo(membersToday[index]!.reduce((sum, member) => sum + expected[member]!.payments, 0) * TEAM_FACTORS[index]!, 1000),
  }));
  const everyone = expected.reduce((sum, figures) => sum + figures.payments, 0);
  const projectGoal = { ...base, metric: 'payments' as const, scope: 'project' as const, target: roundTo(everyone * PROJECT_FACTOR, 1000) };
  await db.insert(goals).values([...repGoals, ...teamGoals, projectGoal]);
  return teamIds;
}
