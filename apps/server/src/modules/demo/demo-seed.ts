import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Schedule } from '@salespulse/contract/employees';
import type { Role } from '@salespulse/contract/permissions';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { localDate } from '../../lib/time/zoned-time';
import { calls, deals, dealStageChanges } from '../../db/schema/activity';
import { dataProviders } from '../../db/schema/data-providers';
import { dashboards } from '../../db/schema/dashboards';
import { definitions } from '../../db/schema/definitions';
import { distributionEmployees, distributions } from '../../db/schema/distribution';
import { employees } from '../../db/schema/employees';
import { giftProducts, giftRequests } from '../../db/schema/gifts';
import { storeMediaObject } from '../media';
import { pointContests, pointTransactions } from '../../db/schema/points';
import { projects } from '../../db/schema/projects';
import { settings } from '../../db/schema/settings';
import { users } from '../../db/schema/users';
import { seedDemoTeamsAndGoals } from './demo-goals';
import { DEMO_STAGES } from './demo-world';
import { createCalendar } from './demo-calendar';
import { playDemoHistory } from './demo-history';
import { giftPicture } from './gift-pictures';

export const DEMO_EMAIL = 'demo@salespulse.local';
/**
 * A real zone with a day of its own (not the machine's, which is UTC on most servers): a US team
 * paid in dollars, so the pulse's hours, "today" and the schedules read as a New York floor's.
 */
export const DEMO_TIME_ZONE = 'America/New_York';

/**
 * How many days back the demo's distribution went live: enough to hold the last `workdays` working
 * days (Monday to Friday in the demo's zone, today included) and no more. Playing the routed past
 * takes a step a minute after each new lead, the bulk of a first start's wait: a calendar week took
 * 1.5–3 minutes; three working days gave 176 routing decisions and a dry run of 137 leads (first
 * start 98 s at load 3–5); four are the "hundreds" the issue asks for at about a third more.
 */
export function demoRoutedDays(now: number, workdays = 4): number {
  const calendar = createCalendar(DEMO_TIME_ZONE);
  const today = calendar.dayOf(now);
  let counted = 0;
  let day = today;
  for (; counted < workdays; day--) if (calendar.weekday(day) <= 5) counted++;
  // The window starts at the start of the earliest counted day: `now` minus whole days plus today's part.
  return today - day;
}
/** The demo project's lead distribution: its reps and the owner, by weight, with the part-timer capped. */
const DEMO_DISTRIBUTION = 'Inbound leads';
const DEMO_SEED = 'salespulse-demo';
const DAY = 86_400_000;

/** Schedules differ per rep (early, late, part-time, Tuesday to Saturday), so routing by schedule shows. */
const team: { name: string; role: Role; start: string; end: string; days: number[]; weight?: number; dailyCap?: number }[] = [
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

/** Points the owner gave (or took back) so the pulse's Points and the points page have a history. */
const pointAwards: { member: number; amount: number; comment: string; daysAgo: number }[] = [
  { member: 2, amount: 40, comment: 'Most successful calls last week', daysAgo: 12 },
  { member: 5, amount: 60, comment: 'Closed the biggest deal of the month', daysAgo: 10 },
  { member: 3, amount: 25, comment: 'Helped onboard a new teammate', daysAgo: 9 },
  { member: 8, amount: 30, comment: 'Fastest lead processing', daysAgo: 7 },
  { member: 5, amount: -15, comment: 'Correction: a deal counted twice', daysAgo: 6 },
  { member: 11, amount: 35, comment: 'Best pickup rate', daysAgo: 5 },
  { member: 2, amount: 20, comment: 'Most successful calls last week', daysAgo: 5 },
  { member: 6, amount: 15, comment: 'All tasks on time', daysAgo: 3 },
  { member: 9, amount: 45, comment: 'Won back a lost customer', daysAgo: 2 },
  { member: 4, amount: 10, comment: 'All tasks on time', daysAgo: 1 },
];

const demoGifts = [
  { name: 'Coffee voucher', description: 'A month of coffee at the place around the corner.', price: 30, picture: 'coffee' },
  { name: 'Company hoodie', description: 'Soft, warm, in your size.', price: 80, picture: 'hoodie' },
  { name: 'Wireless headphones', description: 'Noise cancelling, for focused calling days.', price: 250, picture: 'headphones' },
  { name: 'Extra day off', description: 'One more day of paid leave, to take when you like.', price: 400, picture: 'day-off' },
] as const;
/** Points the owner gives for the activity the demo generated: each won deal, each week's best callers. */
const POINTS_PER_WON_DEAL = 10;
const WEEKLY_CALL_PRIZES = [30, 20, 10];
/** Bianca has asked for a coffee voucher: the shop has one request waiting for a decision. */
const pendingRequest = { member: 2, gift: 0, comment: 'Oat milk, please!' };

/** A local date of `timeZone`, `offset` days from the day of `now` there. */
function localDay(timeZone: string, offset: number, now: number): string {
  const today = localDate(timeZone, now);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

const emailOf = (index: number) =>
  index === 0 ? DEMO_EMAIL : `${team[index]!.name.toLowerCase().replace(/\s+/g, '.')}@demo.salespulse.local`;

function schedulesOf(member: (typeof team)[number]): Schedule[] {
  return member.days.map((day) => ({ day, start: member.start, end: member.end }));
}

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
 * team of twelve with schedules of their own, a demo data provider whose stages are already mapped
 * (its activity is generated by its sync), the distribution that routes its inbound leads, and its
 * gift shop: four gifts with pictures, points for the activity, one request waiting for a decision
 * and a running contest; a custom board; three teams of four (one rep moved between two on the
 * 10th) and monthly goals per rep, team and project (demo-goals.ts). With `historyDays`, the past is played through
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
  const seeded = await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        team.map((member, index) => ({
          name: member.name,
          email: emailOf(index),
          passwordHash: index === 0 ? demoHash : teammateHash,
        })),
      )
      .returning({ id: users.id });
    const owner = created[0]!.id;
    const [project] = await tx.insert(projects).values({ name: 'Demo Sales Team', createdBy: owner }).returning({ id: projects.id });
    const projectId = project!.id;
    const staff = await tx
      .insert(employees)
      .values(team.map((member, index) => ({ projectId, userId: created[index]!.id, role: member.role, schedules: schedulesOf(member) })))
      .returning({ id: employees.id });
    // Three teams of four, one rep moved between two on the 10th, and monthly goals around each one's pace.
    await seedDemoTeamsAndGoals(tx, {
      projectId,
      owner,
      seed: DEMO_SEED,
      timeZone,
      now,
      staff: team.map((member, index) => ({
        employeeId: staff[index]!.id,
        member: { email: emailOf(index), name: member.name, schedules: schedulesOf(member) },
        representative: member.role === 'REPRESENTATIVE',
      })),
    });
    // Pictures stored as an upload in the gift dialog stores them (media objects of the project).
    const gifts = [];
    for (const { picture, ...gift } of demoGifts) {
      const image = await storeMediaObject(tx, { projectId, ...(await giftPicture(picture)), createdBy: owner });
      const [row] = await tx
        .insert(giftProducts)
        .values({ projectId, ...gift, imageId: image.id })
        .returning();
      gifts.push(row!);
    }
    // A contest in full swing: its standings come from the demo's own calls as they sync.
    await tx.insert(pointContests).values({
      projectId,
      name: 'Successful calls sprint',
      metric: 'successCalls',
      startsOn: localDay(timeZone, -3, now),
      endsOn: localDay(timeZone, 4, now),
      prizes: [100, 60, 30],
      createdBy: owner,
    });
    // Money first: the board opens on a figure a manager reads as revenue, not on a bare count.
    await tx.insert(dashboards).values({
      projectId,
      name: 'Team overview',
      widgets: [
        { title: 'Payments', metric: 'payments', view: 'total' },
        { title: 'Successful calls', metric: 'successCalls', view: 'total' },
        { title: 'Payments by manager', metric: 'payments', view: 'byEmployee' },
        { title: 'Calls per day', metric: 'calls', view: 'byDay' },
      ],
      createdBy: owner,
    });
    await tx.insert(settings).values(
      Object.entries({
        timezone: timeZone,
        currency: 'USD',
        language: 'en',
        work_hours: '08:00-17:00',
        gift_shop_enabled: '1',
        // Half an hour to call a routed lead before it moves on; three misses in a row mark a rep away.
        distribution_delay: '30',
        away_count_limit: '3',
        forecast_negotiation_to_bill: '40',
        forecast_bill_to_won: '60',
        // Two hours of talk a day: the demo team's calls board shows its Average KPI.
        call_time_target: '120',
      }).map(([name, value]) => ({ projectId, name, value })),
    );
    // One seed for every demo workspace: each tells the same story (the numbers in decisions.md).
    const [provider] = await tx
      .insert(dataProviders)
      .values({ projectId, type: 'demo', name: 'Demo CRM', settings: { seed: DEMO_SEED } })
      .returning({ id: dataProviders.id });
    await tx.insert(definitions).values(
      DEMO_STAGES.map((stage, position) => ({
        projectId,
        dataProviderId: provider!.id,
        stage: stage.stage,
        label: stage.label,
        kind: stage.kind,
        position,
      })),
    );
    // As a customer sets it up: the Demo CRM's new leads by weight, the admin as fallback.
    const [distribution] = await tx
      .insert(distributions)
      // With a past to play it goes live during it (demo-history.ts); without one, from now.
      .values({
        projectId,
        name: DEMO_DISTRIBUTION,
        dataProviderIds: [provider!.id],
        fallbackEmployeeId: staff[1]!.id,
        active: (options.historyDays ?? 0) === 0,
      })
      .returning({ id: distributions.id });
    await tx.insert(distributionEmployees).values(
      team.flatMap((member, index) =>
        // The reps, and Dana, the owner who takes leads too: the one who signs in to the demo gets the live toast.
        member.role === 'REPRESENTATIVE' || index === 0
          ? [
              {
                projectId,
                distributionId: distribution!.id,
                employeeId: staff[index]!.id,
                weight: member.weight ?? 1,
                dailyCap: member.dailyCap ?? null,
              },
            ]
          : [],
      ),
    );
    return {
      projectId,
      providerId: provider!.id,
      distributionId: distribution!.id,
      owner,
      users: created.map((user) => user.id),
      staff: staff.map((employee) => employee.id),
      gifts,
    };
  });

  const historyDays = options.historyDays ?? 0;
  if (historyDays > 0) {
    await playDemoHistory(db, {
      providerId: seeded.providerId,
      distributionId: seeded.distributionId,
      now,
      days: historyDays,
      routedDays: Math.min(historyDays, options.routedDays ?? historyDays),
    });
  }

  await db.transaction(async (tx) => {
    const { projectId, owner } = seeded;
    const awards = [
      ...pointAwards.map(({ member, amount, comment, daysAgo }) => ({
        employeeId: seeded.staff[member]!,
        amount,
        comment,
        createdAt: new Date(now - daysAgo * DAY),
      })),
      ...(await activityAwards(tx, seeded.providerId)),
    ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // A ledger in time order, each row with the balance after it (points-ledger's rule).
    const balances = new Map<string, number>();
    const rows = awards.flatMap((award) => {
      const balance = balances.get(award.employeeId) ?? 0;
      // A correction never takes more than there is (the ledger's CHECK keeps balances at 0 or more).
      const amount = Math.max(award.amount, -balance);
      if (amount === 0) return [];
      balances.set(award.employeeId, balance + amount);
      return [{ projectId, ...award, amount, balanceAfter: balance + amount, authorId: owner }];
    });
    for (let i = 0; i < rows.length; i += 500) await tx.insert(pointTransactions).values(rows.slice(i, i + 500));

    const gift = seeded.gifts[pendingRequest.gift]!;
    const requester = seeded.staff[pendingRequest.member]!;
    const [request] = await tx
      .insert(giftRequests)
      .values({
        projectId,
        giftProductId: gift.id,
        employeeId: requester,
        giftName: gift.name,
        price: gift.price,
        comment: pendingRequest.comment,
        createdAt: new Date(now),
      })
      .returning({ id: giftRequests.id });
    await tx.insert(pointTransactions).values({
      projectId,
      employeeId: requester,
      amount: -gift.price,
      balanceAfter: balances.get(requester)! - gift.price,
      comment: `Gift request: ${gift.name}`,
      authorId: seeded.users[pendingRequest.member]!,
      giftRequestId: request!.id,
      createdAt: new Date(now),
    });
  });
  return { email: DEMO_EMAIL, password };
}

/**
 * Points for what the demo team did, as an owner gives them: each won deal to its owner when it was
 * won, and each finished week's three best callers (successful calls) on the Monday after.
 */
async function activityAwards(
  db: Database,
  providerId: string,
): Promise<{ employeeId: string; amount: number; comment: string; createdAt: Date }[]> {
  const won = await db
    .select({ employeeId: deals.employeeId, title: deals.title, at: dealStageChanges.changedAt })
    .from(dealStageChanges)
    .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
    .where(and(eq(deals.dataProviderId, providerId), eq(dealStageChanges.stage, 'won'), isNotNull(deals.employeeId)))
    .orderBy(asc(dealStageChanges.changedAt));
  const answered = await db
    .select({ employeeId: calls.employeeId, at: calls.startedAt })
    .from(calls)
    .where(and(eq(calls.dataProviderId, providerId), eq(calls.answered, true), isNotNull(calls.employeeId)));
  const weeks = new Map<number, Map<string, number>>();
  for (const call of answered) {
    const week = mondayOf(call.at.getTime());
    const counts = weeks.get(week) ?? new Map<string, number>();
    counts.set(call.employeeId!, (counts.get(call.employeeId!) ?? 0) + 1);
    weeks.set(week, counts);
  }
  const latest = Math.max(...weeks.keys());
  const weekly = [...weeks]
    // The running week is not over: nobody has won it yet.
    .filter(([week]) => week !== latest)
    .flatMap(([week, counts]) =>
      [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, WEEKLY_CALL_PRIZES.length)
        .map(([employeeId, value], place) => ({
          employeeId,
          amount: WEEKLY_CALL_PRIZES[place]!,
          comment: `Most successful calls in the week: ${value}`,
          createdAt: new Date(week + 7 * DAY + 9 * 3_600_000),
        })),
    );
  return [
    ...won.map((deal) => ({
      employeeId: deal.employeeId!,
      amount: POINTS_PER_WON_DEAL,
      comment: `Deal won: ${deal.title ?? 'a deal'}`,
      createdAt: deal.at,
    })),
    ...weekly,
  ];
}

/** The Monday 00:00 UTC of an instant's week: weeks to rank callers in (a day's offset is no matter here). */
function mondayOf(epochMs: number): number {
  const day = Math.floor(epochMs / DAY);
  // 1970-01-01 was a Thursday: day 4 of a Monday-first week, counting from 1.
  return (day - ((day + 3) % 7)) * DAY;
}

/** Seeding runs on the embedded database by default, and on PostgreSQL only when asked. */
export function shouldSeedDemo(seedDemo: boolean | undefined, usesExternalDatabase: boolean): boolean {
  if (seedDemo !== undefined) return seedDemo;
  return !usesExternalDatabase;
}
