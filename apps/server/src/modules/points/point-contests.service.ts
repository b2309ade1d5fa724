import type { HydraCollection } from '@salespulse/contract/common';
import {
  POINT_CONTEST_DAYS_MAX,
  type PointContest,
  type PointContestCreate,
  type PointContestListQuery,
  type PointContestPatch,
  type PointContestStatus,
} from '@salespulse/contract/points';
import type { Violation } from '@salespulse/contract/common';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import type { ProjectAccess } from '../../access/project-access';
import { contestFigures, contestFiguresOf, rankContest } from './contest-standings';
import { requireGiftShop } from './gift-shop-gate';
import { changeBalance } from './points-ledger';
import { toPointContest } from './points.mapper';
import { createPointContestsRepository } from './point-contests.repository';
import type { ContestResult, PointContestRow } from '../../db/schema/points';

const contestNotFound = () => notFound('Point contest not found.');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Contests settled per run of the job; the rest wait for the next minute. */
const SETTLE_BATCH = 50;

function statusOf(row: PointContestRow, today: string): PointContestStatus {
  if (row.canceledAt) return 'canceled';
  if (row.settledAt) return 'finished';
  return row.startsOn > today ? 'upcoming' : 'running';
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The calendar rules of a contest's days, as violations on `endsOn`. */
function dayViolations(startsOn: string, endsOn: string, today: string): Violation[] {
  if (endsOn < startsOn) return [{ propertyPath: 'endsOn', message: 'must not be before startsOn' }];
  if (daysBetween(startsOn, endsOn) > POINT_CONTEST_DAYS_MAX)
    return [{ propertyPath: 'endsOn', message: `a contest lasts at most ${POINT_CONTEST_DAYS_MAX} days` }];
  if (endsOn < today) return [{ propertyPath: 'endsOn', message: 'must not be in the past' }];
  return [];
}

export function createPointContestsService(deps: {
  db: Database;
  access: ProjectAccess;
  log?: { warn: (data: object, message: string) => void };
}) {
  const repo = createPointContestsRepository(deps.db);

  /** Employee references of this project, or 422 on the first that is not. */
  async function participantIds(projectId: string, refs: string[]): Promise<string[]> {
    const ids = refs.map((ref, index) => parseRef(ref, 'employees', `participants.${index}`));
    const known = await repo.employeesAmong(projectId, ids);
    const stranger = ids.findIndex((id) => !known.has(id));
    if (stranger >= 0) throw unprocessable([{ propertyPath: `participants.${stranger}`, message: 'must be an employee of this project' }]);
    return [...new Set(ids)];
  }

  /** The standings of contests of one project as of today: settled results, or live from the rollups. */
  async function standingsOf(
    db: Database,
    projectId: string,
    rows: readonly PointContestRow[],
    statuses: readonly PointContestStatus[],
    today: string,
  ): Promise<ContestResult[][]> {
    const live = rows.flatMap((row, index) => (statuses[index] === 'running' || statuses[index] === 'upcoming' ? [index] : []));
    const running = live.filter((index) => statuses[index] === 'running');
    const [rosters, figures] = await Promise.all([
      createPointContestsRepository(db).rosters(
        projectId,
        live.map((index) => rows[index]!.participants),
      ),
      contestFiguresOf(
        db,
        projectId,
        running.map((index) => {
          const row = rows[index]!;
          return { metric: row.metric, from: row.startsOn, to: row.endsOn < today ? row.endsOn : today };
        }),
      ),
    ]);
    return rows.map((row, index) => {
      if (statuses[index] === 'canceled') return [];
      if (statuses[index] === 'finished') return row.results ?? [];
      const roster = rosters[live.indexOf(index)]!;
      const runningAt = running.indexOf(index);
      return rankContest(roster, runningAt >= 0 ? figures[runningAt]! : new Map(), row.prizes);
    });
  }

  async function view(row: PointContestRow): Promise<PointContest> {
    const today = await repo.today(row.projectId);
    const status = statusOf(row, today);
    const [standings] = await standingsOf(deps.db, row.projectId, [row], [status], today);
    return toPointContest(row, status, standings!);
  }

  async function settle(id: string): Promise<boolean> {
    return deps.db.transaction(async (db) => {
      const scoped = createPointContestsRepository(db);
      const row = await scoped.claim(id);
      if (!row) return false;
      const roster = await scoped.roster(row.projectId, row.participants);
      const results = rankContest(roster, await contestFigures(db, row.projectId, row.metric, row.startsOn, row.endsOn), row.prizes);
      // Balances are locked in one order (by employee), whoever else changes them meanwhile.
      const winners = results.filter((result) => result.points > 0).sort((a, b) => a.employeeId.localeCompare(b.employeeId));
      for (const winner of winners) {
        const awarded = await changeBalance(db, {
          projectId: row.projectId,
          employeeId: winner.employeeId,
          amount: winner.points,
          comment: `Contest "${row.name}": place ${winner.place}`,
          authorId: row.createdBy,
          contestId: row.id,
        });
        if (!awarded.ok) {
          deps.log?.warn({ contestId: row.id, employeeId: winner.employeeId }, 'contest prize not awarded: the balance is at its maximum');
          winner.points = 0;
        }
      }
      await scoped.settle(row.id, results);
      return true;
    });
  }

  return {
    async create(caller: Caller, input: PointContestCreate): Promise<PointContest> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await deps.access.require(caller, projectId, 'points.transactions');
      await requireGiftShop(deps.db, projectId);
      const violations = dayViolations(input.startsOn, input.endsOn, await repo.today(projectId));
      if (violations.length) throw unprocessable(violations);
      const participants = await participantIds(projectId, input.participants ?? []);
      const row = await repo.insert({
        projectId,
        name: input.name,
        metric: input.metric,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        prizes: input.prizes,
        participants,
        createdBy: caller.userId,
      });
      return view(row);
    },

    /** Only an upcoming or running contest changes; its first day and figure are fixed once made. */
    async patch(caller: Caller, id: string, patch: PointContestPatch): Promise<PointContest> {
      const found = await repo.findById(id);
      if (!found) throw contestNotFound();
      await deps.access.require(caller, found.projectId, 'points.transactions');
      await requireGiftShop(deps.db, found.projectId);
      const participants = patch.participants === undefined ? undefined : await participantIds(found.projectId, patch.participants);
      const today = await repo.today(found.projectId);

      const updated = await deps.db.transaction(async (tx) => {
        const scoped = createPointContestsRepository(tx);
        const row = await scoped.lock(id);
        if (!row) throw contestNotFound();
        const status = statusOf(row, today);
        if (status === 'finished' || status === 'canceled') throw conflict(`This contest is already ${status}.`);
        if (patch.endsOn !== undefined) {
          const violations = dayViolations(row.startsOn, patch.endsOn, today);
          if (violations.length) throw unprocessable(violations);
        }
        const { status: cancel, ...fields } = patch;
        return scoped.update(id, { ...fields, ...(participants ? { participants } : {}), ...(cancel ? { canceledAt: new Date() } : {}) });
      });
      return view(updated);
    },

    async list(caller: Caller, projectId: string, query: PointContestListQuery): Promise<HydraCollection<PointContest>> {
      await deps.access.require(caller, projectId, 'project.access');
      await requireGiftShop(deps.db, projectId);
      const today = await repo.today(projectId);
      const { rows, total } = await repo.list(projectId, query['status[]'], today, {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      const statuses = rows.map((row) => statusOf(row, today));
      const standings = await standingsOf(deps.db, projectId, rows, statuses, today);
      const members = rows.map((row, index) => toPointContest(row, statuses[index]!, standings[index]!));
      return hydraCollection(`/api/projects/${projectId}/point_contests`, members, total);
    },

    /** Gives the prizes of every contest whose last day is over; run by a job every minute. */
    async settleDue(): Promise<number> {
      let settled = 0;
      for (const id of await repo.due(SETTLE_BATCH)) if (await settle(id)) settled += 1;
      return settled;
    },
  };
}

export type PointContestsService = ReturnType<typeof createPointContestsService>;
