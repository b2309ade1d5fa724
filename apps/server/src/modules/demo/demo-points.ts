import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { calls, deals, dealStageChanges } from '../../db/schema/activity';
import { pointContests, pointTransactions } from '../../db/schema/points';
import { localDate } from '../../lib/time/zoned-time';

const DAY = 86_400_000;

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
/** Points the owner gives for the activity the demo generated: each won deal, each week's best callers. */
const POINTS_PER_WON_DEAL = 10;
const WEEKLY_CALL_PRIZES = [30, 20, 10];

type Award = { employeeId: string; amount: number; comment: string; createdAt: Date };

/** A local date of `timeZone`, `offset` days from the day of `now` there. */
function localDay(timeZone: string, offset: number, now: number): string {
  const today = localDate(timeZone, now);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** A contest in full swing: its standings come from the demo's own calls as they sync. */
export async function seedDemoContest(
  tx: Database,
  { projectId, owner, timeZone, now }: { projectId: string; owner: string; timeZone: string; now: number },
) {
  await tx.insert(pointContests).values({
    projectId,
    name: 'Successful calls sprint',
    metric: 'successCalls',
    startsOn: localDay(timeZone, -3, now),
    endsOn: localDay(timeZone, 4, now),
    prizes: [100, 60, 30],
    createdBy: owner,
  });
}

type PointsInput = { projectId: string; owner: string; providerId: string; staff: readonly string[]; now: number };

/**
 * The points ledger: the owner's hand-given awards and those for the activity the history played,
 * in time order, each row with the balance after it (points-ledger's rule). Answers the balances.
 */
export async function seedDemoPoints(
  tx: Database,
  { projectId, owner, providerId, staff, now }: PointsInput,
): Promise<Map<string, number>> {
  const awards = [
    ...pointAwards.map(({ member, amount, comment, daysAgo }) => ({
      employeeId: staff[member]!,
      amount,
      comment,
      createdAt: new Date(now - daysAgo * DAY),
    })),
    ...(await activityAwards(tx, providerId)),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
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
  return balances;
}

/**
 * Points for what the demo team did, as an owner gives them: each won deal to its owner when it was
 * won, and each finished week's three best callers (successful calls) on the Monday after.
 */
async function activityAwards(db: Database, providerId: string): Promise<Award[]> {
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
