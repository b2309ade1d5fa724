import type { AnalyticsObjectType, PulseRequest, PulseTeamTotal, PulseTotal } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { RowStream } from '../../db/row-stream';
import type { Caller } from '../../lib/caller';
import { parseRef } from '../../lib/iri';
import { createCalendarMemory, gatedRowsStand, scopeCalendarOf } from './analytics-gate';
import { ensureRollup, type RollupPart } from './analytics-rollups';
import { scopeInCalendar, type AnalyticsScope, type AnalyticsScopes } from './analytics-scope';
import type { ChunkLease, ChunkSource } from './answer-chunks';
import { streamAnswer, type Answer, type AnswerShape } from './answer-stream';
import { pulseQuery, pulseRowsTrickle } from './pulse.queries';
import { byTeamName, groupByTeam, teamLabel, teamsOnDay, type TeamOfDay } from './team-of-day';

// POST /api/analytics/pulse. The answer (contract: pulseResponseSchema) is written as JSON text:
// each employee's object arrives from PostgreSQL as JSON text, one row per employee, and is written
// out as it is, so a large team's day (tens of thousands of records) is never parsed and
// re-serialised; and it is sent while the rows arrive (answer-stream.ts).

/**
 * One row per employee (pulse-columns.ts): the employee's object as JSON text, written by
 * PostgreSQL, and the figures the totals add up (zeros when the employee did nothing).
 */
type PulseRow = { employee_id: string; gate?: string | null };
/** A call day's records stay columns of their own, between `head` and `tail` (pulse-columns.ts). */
type CallRow = PulseRow & {
  head: string;
  calls_json: string;
  success_json: string;
  tail: string;
  calls: number;
  success_calls: number;
  success_duration: number;
  month_calls: number;
  month_success_calls: number;
  month_success_duration: number;
};
type DealRow = PulseRow & {
  employee_json: string;
  bills: number;
  bill_amount: number;
  won: number;
  won_amount: number;
  refunds: number;
  refund_amount: number;
  month_bill_amount: number;
  month_won_amount: number;
  month_refund_amount: number;
};
type TaskRow = PulseRow & {
  employee_json: string;
  tasks: number;
  today_tasks: number;
  overdue_tasks: number;
  month_won_amount: number;
  month_refund_amount: number;
};

/** The rollups each pulse reads: the task pulse carries the month's plan, from the deals' rollup. */
const partsOf: Record<AnalyticsObjectType, readonly RollupPart[]> = { call: ['calls'], deal: ['deals'], task: ['tasks', 'deals'] };

/** The numeric columns of a row type: the figures its totals add up. */
type Figures<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/**
 * What each object type's rows add: the columns summed for the totals, the text of an employee's
 * object in pieces, and the totals from the sums.
 */
type PulseKind<T, K extends Figures<T>> = {
  figures: readonly K[];
  employeePieces(row: T): string[];
  totals(sum: Record<K, number>): PulseTotal;
};

const callKind: PulseKind<CallRow, Figures<CallRow>> = {
  figures: ['calls', 'success_calls', 'success_duration', 'month_calls', 'month_success_calls', 'month_success_duration'],
  employeePieces: (r) => [r.head, r.calls_json, ',"successCalls":', r.success_json, r.tail],
  totals: (t) => ({
    day: { calls: t.calls, successCalls: t.success_calls, callDuration: t.success_duration },
    month: { calls: t.month_calls, successCalls: t.month_success_calls, callDuration: t.month_success_duration },
  }),
};

// Pulse math: bill and won totals rounded, won net of refunds, plan = month won - month refunds.
const dealKind: PulseKind<DealRow, Figures<DealRow>> = {
  figures: [
    'bills',
    'bill_amount',
    'won',
    'won_amount',
    'refunds',
    'refund_amount',
    'month_bill_amount',
    'month_won_amount',
    'month_refund_amount',
  ],
  employeePieces: (r) => [r.employee_json],
  totals: (t) => ({
    day: {
      bills: t.bills,
      billAmount: Math.round(t.bill_amount),
      won: t.won,
      wonAmount: Math.round(t.won_amount - t.refund_amount),
      refunds: t.refunds,
      refundAmount: Math.round(t.refund_amount),
    },
    month: {
      billAmount: Math.round(t.month_bill_amount),
      wonAmount: Math.round(t.month_won_amount),
      refundAmount: Math.round(t.month_refund_amount),
    },
    plan: Math.round(t.month_won_amount - t.month_refund_amount),
  }),
};

const taskKind: PulseKind<TaskRow, Figures<TaskRow>> = {
  figures: ['tasks', 'today_tasks', 'overdue_tasks', 'month_won_amount', 'month_refund_amount'],
  employeePieces: (r) => [r.employee_json],
  totals: (t) => ({
    day: { tasks: t.tasks },
    month: {},
    todayTasks: t.today_tasks,
    overdueTasks: t.overdue_tasks,
    plan: Math.round(t.month_won_amount - t.month_refund_amount),
  }),
};

/** The teams of the pulse's day, by employee (team-of-day.ts): read beside the statement. */
type TeamsOfDay = Promise<ReadonlyMap<string, TeamOfDay>>;

/**
 * The answer of one object type from its rows, in their order (by name): each employee's object
 * as PostgreSQL wrote it (a large team's call day being megabytes, never parsed here), then the
 * totals, and the team totals rows from the same rows' figures, grouped by the teams of the day
 * (docs/analytics.md, "Team totals").
 */
function kindShape<T extends PulseRow, K extends Figures<T>>(
  objectType: AnalyticsObjectType,
  kind: PulseKind<T, K>,
  teamsOfDay: TeamsOfDay,
): AnswerShape<T> {
  const zeros = () => Object.fromEntries(kind.figures.map((column) => [column, 0])) as Record<K, number>;
  const addTo = (sum: Record<K, number>, values: readonly number[]) => kind.figures.forEach((column, i) => (sum[column] += values[i]!));
  const sum = zeros();
  const figuresOf: { employeeId: string; values: number[] }[] = [];
  return {
    head: `{"objectType":"${objectType}","employees":[`,
    pieces(row, index) {
      const values = kind.figures.map((column) => row[column] as number);
      addTo(sum, values);
      figuresOf.push({ employeeId: row.employee_id, values });
      const pieces = kind.employeePieces(row);
      return index > 0 ? [',', ...pieces] : pieces;
    },
    async tail() {
      const byTeam = groupByTeam(
        figuresOf,
        (row) => row.employeeId,
        await teamsOfDay,
        (team) => ({ team, sum: zeros(), employees: [] as string[] }),
        (acc, row) => {
          addTo(acc.sum, row.values);
          acc.employees.push(`/api/employees/${row.employeeId}`);
        },
      );
      const teams: PulseTeamTotal[] = byTeamName(
        byTeam.map(({ team, sum: teamSum, employees }) => ({ ...teamLabel(team), employees, ...kind.totals(teamSum) })),
      );
      return `],"total":${JSON.stringify(kind.totals(sum))},"teams":${JSON.stringify(teams)}}`;
    },
  };
}

function pulseShape(objectType: AnalyticsObjectType, teamsOfDay: TeamsOfDay): AnswerShape<PulseRow> {
  if (objectType === 'call') return kindShape(objectType, callKind, teamsOfDay);
  if (objectType === 'deal') return kindShape(objectType, dealKind, teamsOfDay);
  return kindShape(objectType, taskKind, teamsOfDay);
}

/** The employees in one of `teamIds` on the day of `teamsOfDay`. */
function membersOf(teamsOfDay: ReadonlyMap<string, TeamOfDay>, teamIds: ReadonlySet<string>): string[] {
  return [...teamsOfDay].filter(([, team]) => teamIds.has(team.teamId)).map(([employeeId]) => employeeId);
}

/** The pulse of one object type for a resolved scope (rollups when valid, else raw), streamed. */
export async function runPulse(
  rows: RowStream,
  scope: AnalyticsScope,
  objectType: AnalyticsObjectType,
  chunks?: ChunkSource,
  teamsOfDay: TeamsOfDay = Promise.resolve(new Map()),
): Promise<Answer> {
  const answer = await streamAnswer(rows, pulseQuery(scope, objectType), pulseShape(objectType, teamsOfDay), { chunks });
  // Without a judge every statement has an answer.
  if (!answer) throw new Error('the pulse statement gave no answer');
  return answer;
}

export function createPulseService(deps: { db: Database; rows: RowStream; scopes: AnalyticsScopes }) {
  const calendars = createCalendarMemory();
  return {
    /**
     * The answer, whole or on its way, once the caller is admitted (answer-stream.ts), written into
     * chunks leased from `leaseChunks` when given (else fresh ones): streamed chunks for rows that
     * trickle in, so the answer leaves as they arrive; otherwise chunks an answer fits in whole.
     * Rows that come all together at the end (a day of tasks, every longer period) were slowed by
     * 1.2 to 1.9 ms when relayed as they arrived, three processes sharing two cores, while their
     * answer, sent whole in one write once they were in, came 0.74 ms sooner over HTTP (session 34,
     * docs/analytics.md).
     */
    async pulse(caller: Caller, request: PulseRequest, leaseChunks?: (streamed: boolean) => ChunkLease): Promise<Answer> {
      const chunks = leaseChunks?.(pulseRowsTrickle(request.date, request.objectType));
      const projectId = parseRef(request.project, 'projects', 'project');
      const parts = partsOf[request.objectType];
      const assumed = calendars.get(projectId);
      // The team totals' one statement, beside the pulse's: its rows enter the answer only once the
      // caller is admitted (the tail waits for it), and it is awaited there, so a refusal meanwhile
      // leaves it handled.
      const teamsOfDay = teamsOnDay(deps.db, projectId, request.date.to);
      void teamsOfDay.catch(() => undefined);
      const teamRefs = request.teams ?? [];
      // One round trip (analytics-gate.ts), only from rollups known to be built and for no team
      // filter (its references are checked by resolve()). The gate rides on the first row (the rows
      // come by name), so it is judged before any byte leaves.
      if (teamRefs.length === 0 && assumed && parts.every((part) => assumed.rollups.has(part))) {
        const scope = scopeInCalendar(projectId, scopeCalendarOf(assumed), { date: request.date });
        const gated = pulseQuery(scope, request.objectType, { userId: caller.userId });
        const answer = await streamAnswer(deps.rows, gated, pulseShape(request.objectType, teamsOfDay), {
          judge: (first) => gatedRowsStand(first ? [first] : [], caller, projectId, assumed, parts),
          chunks: chunks?.source(),
        });
        if (answer) return answer;
      }
      let scope = await deps.scopes.resolve(caller, { project: request.project, date: request.date, teams: teamRefs });
      for (const part of parts) scope = await ensureRollup(deps.db, scope, part);
      calendars.remember(projectId, scope);
      if (teamRefs.length > 0) {
        // resolve() checked the teams (a foreign one is a 422 on its field) and chose everyone in
        // them on any day of the period; the pulse shows those in them on its day.
        const teamIds = new Set(teamRefs.map((ref, index) => parseRef(ref, 'teams', `teams.${index}`)));
        scope = { ...scope, employeeIds: membersOf(await teamsOfDay, teamIds) };
      }
      return runPulse(deps.rows, scope, request.objectType, chunks?.source(), teamsOfDay);
    },
  };
}

export type PulseService = ReturnType<typeof createPulseService>;
