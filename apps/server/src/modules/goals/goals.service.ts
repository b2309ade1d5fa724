import type { HydraCollection, Violation } from '@salespulse/contract/common';
import { nextPeriodOf, type Goal, type GoalCreate, type GoalListQuery, type GoalPatch } from '@salespulse/contract/goals';
import { hasPermission } from '@salespulse/contract/permissions';
import type { Membership, ProjectAccess } from '../../access/project-access';
import type { Database } from '../../db/database';
import type { GoalRow } from '../../db/schema/goals';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { goalDays, OVERLAP_MESSAGE, RECURRING_COPY_MESSAGE, scopeViolations, splitViolations } from './goal-rules';
import { toGoal } from './goals.mapper';
import { createGoalsRepository, type GoalKey, type GoalsRepository } from './goals.repository';

const goalNotFound = () => notFound('Goal not found.');
const fail = (violations: Violation[]) => {
  if (violations.length) throw unprocessable(violations);
};

export function createGoalsService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createGoalsRepository(deps.db);

  /** Whether the member may see the goal: managers every goal; a representative the project's, their own and their team's today. */
  async function sees(membership: Membership, goal: GoalRow): Promise<boolean> {
    if (hasPermission(membership.role, 'project.settings')) return true;
    if (goal.scope === 'project' || goal.employeeId === membership.employeeId) return true;
    return goal.scope === 'team' && goal.teamId === (await repo.currentTeamOf(goal.projectId, membership.employeeId));
  }

  /** The employee ids of weights keyed by employee IRI, each an employee of the project, or 422. */
  async function weightsById(projectId: string, weights: Readonly<Record<string, number>>): Promise<Record<string, number>> {
    const byId: Record<string, number> = {};
    for (const [key, weight] of Object.entries(weights)) byId[parseRef(key, 'employees', 'weights')] = weight;
    const known = await repo.employeesAmong(projectId, Object.keys(byId));
    const stranger = Object.entries(weights).find(([key]) => !known.has(parseRef(key, 'employees', 'weights')));
    if (stranger) throw unprocessable([{ propertyPath: 'weights', message: `${stranger[0]} is not an employee of this project` }]);
    return byId;
  }

  /** The scope's employee and team ids, checked against the project (a foreign or unknown one is a 422). */
  async function scopeRefs(projectId: string, input: GoalCreate): Promise<{ employeeId: string | null; teamId: string | null }> {
    fail(scopeViolations(input.scope, input));
    const employeeId = input.employee ? parseRef(input.employee, 'employees', 'employee') : null;
    const teamId = input.team ? parseRef(input.team, 'teams', 'team') : null;
    if (employeeId && !(await repo.employeesAmong(projectId, [employeeId])).has(employeeId))
      throw unprocessable([{ propertyPath: 'employee', message: 'must be an employee of this project' }]);
    if (teamId && !(await repo.isLiveTeam(projectId, teamId)))
      throw unprocessable([{ propertyPath: 'team', message: 'must be a live team of this project' }]);
    return { employeeId, teamId };
  }

  /** Runs `write` with the project's goal writes serialised, after checking no goal for the same thing overlaps. */
  function writeAlone<T>(
    key: GoalKey,
    days: { from: string; to: string | null },
    exceptId: string | undefined,
    write: (scoped: GoalsRepository) => Promise<T>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const scoped = createGoalsRepository(tx);
      await scoped.lockProject(key.projectId);
      if (await scoped.overlapping(key, days, exceptId)) throw unprocessable([{ propertyPath: 'metric', message: OVERLAP_MESSAGE }]);
      return write(scoped);
    });
  }

  /** The goal and the caller's write permission in its project; a goal the caller cannot see is a 404. */
  async function forWrite(caller: Caller, id: string): Promise<GoalRow> {
    const goal = await repo.findById(id);
    if (!goal) throw goalNotFound();
    await deps.access.require(caller, goal.projectId, 'project.settings');
    return goal;
  }

  return {
    async list(caller: Caller, projectId: string, query: GoalListQuery): Promise<HydraCollection<Goal>> {
      const membership = await deps.access.require(caller, projectId, 'project.access');
      const visibleTo = hasPermission(membership.role, 'project.settings')
        ? undefined
        : { employeeId: membership.employeeId, teamId: await repo.currentTeamOf(projectId, membership.employeeId) };
      const { rows, total } = await repo.list(
        projectId,
        { metrics: query['metric[]'], scopes: query['scope[]'], date: query.date, visibleTo },
        { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage },
      );
      return hydraCollection(`/api/projects/${projectId}/goals`, rows.map(toGoal), total);
    },

    async get(caller: Caller, id: string): Promise<Goal> {
      const goal = await repo.findById(id);
      if (!goal) throw goalNotFound();
      const membership = await deps.access.require(caller, goal.projectId, 'project.access');
      if (!(await sees(membership, goal))) throw goalNotFound();
      return toGoal(goal);
    },

    async create(caller: Caller, input: GoalCreate): Promise<Goal> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await deps.access.require(caller, projectId, 'project.settings');
      const days = goalDays({ period: input.period, recurring: input.recurring, from: input.from, to: input.to });
      if (!days.ok) throw unprocessable(days.violations);
      const split = input.split ?? 'none';
      fail(splitViolations(input.scope, split, input.weights ?? {}));
      const { employeeId, teamId } = await scopeRefs(projectId, input);
      const weights = await weightsById(projectId, input.weights ?? {});
      const key: GoalKey = { projectId, metric: input.metric, scope: input.scope, employeeId, teamId, period: input.period };
      const row = await writeAlone(key, { from: input.from, to: days.to }, undefined, (scoped) =>
        scoped.insert({
          ...key,
          recurring: input.recurring,
          fromDay: input.from,
          toDay: days.to,
          target: input.target,
          split,
          weights,
          createdBy: caller.userId,
        }),
      );
      return toGoal(row);
    },

    /** Merge-patch of target, to, split and weights; a new `to` follows the date rules and the overlap rule. */
    async patch(caller: Caller, id: string, patch: GoalPatch): Promise<Goal> {
      const goal = await forWrite(caller, id);
      let toDay = goal.toDay;
      if (patch.to !== undefined) {
        const days = goalDays({ period: goal.period, recurring: goal.recurring, from: goal.fromDay, to: patch.to });
        if (!days.ok) throw unprocessable(days.violations);
        toDay = days.to;
      }
      const split = patch.split ?? goal.split;
      const weights = patch.weights === undefined ? goal.weights : await weightsById(goal.projectId, patch.weights);
      fail(splitViolations(goal.scope, split, weights));
      const row = await writeAlone(goal, { from: goal.fromDay, to: toDay }, goal.id, async (scoped) => {
        if (!(await scoped.findById(goal.id))) throw goalNotFound();
        return scoped.update(goal.id, {
          ...(patch.target === undefined ? {} : { target: patch.target }),
          ...(patch.to === undefined ? {} : { toDay }),
          ...(patch.split === undefined ? {} : { split }),
          ...(patch.weights === undefined ? {} : { weights }),
        });
      });
      return toGoal(row);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const goal = await forWrite(caller, id);
      await repo.remove(goal.id);
    },

    /** A one-time goal copied to the period after its own: same metric, scope, target and split. */
    async copyNext(caller: Caller, id: string): Promise<Goal> {
      const goal = await forWrite(caller, id);
      if (goal.recurring) throw unprocessable([{ propertyPath: 'recurring', message: RECURRING_COPY_MESSAGE }]);
      if (goal.teamId && !(await repo.isLiveTeam(goal.projectId, goal.teamId)))
        throw unprocessable([{ propertyPath: 'team', message: 'must be a live team of this project' }]);
      const next = nextPeriodOf(goal.period, goal.fromDay, goal.toDay ?? goal.fromDay);
      const row = await writeAlone(goal, next, undefined, (scoped) =>
        scoped.insert({
          projectId: goal.projectId,
          metric: goal.metric,
          scope: goal.scope,
          employeeId: goal.employeeId,
          teamId: goal.teamId,
          period: goal.period,
          recurring: false,
          fromDay: next.from,
          toDay: next.to,
          target: goal.target,
          split: goal.split,
          weights: goal.weights,
          createdBy: caller.userId,
        }),
      );
      return toGoal(row);
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
