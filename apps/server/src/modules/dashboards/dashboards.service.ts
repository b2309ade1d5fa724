import type { HydraCollection } from '@salespulse/contract/common';
import { iri } from '@salespulse/contract/common';
import {
  DASHBOARDS_PER_PROJECT_MAX,
  type Dashboard,
  type DashboardCreate,
  type DashboardData,
  type DashboardDataRequest,
  type DashboardListQuery,
  type DashboardPatch,
} from '@salespulse/contract/dashboards';
import { hasPermission } from '@salespulse/contract/permissions';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { withUniqueName } from '../../lib/unique-name';
import { figuresByEmployeeDay } from '../analytics';
import { goalLineOf, type GoalProgressService } from '../goals';
import type { ProjectAccess } from '../../access/project-access';
import { daysOf, widgetData } from './dashboard-data';
import { toDashboard } from './dashboards.mapper';
import { createDashboardsRepository } from './dashboards.repository';
import { DASHBOARD_NAME_KEY, type DashboardRow } from '../../db/schema/dashboards';

const dashboardNotFound = () => notFound('Dashboard not found.');

export function createDashboardsService(deps: { db: Database; access: ProjectAccess; goals: Pick<GoalProgressService, 'compute'> }) {
  const repo = createDashboardsRepository(deps.db);

  /** The board, if the caller may see it: a disabled board exists only for those who edit boards. */
  async function visible(caller: Caller, id: string): Promise<DashboardRow> {
    const row = await repo.findById(id);
    if (!row) throw dashboardNotFound();
    const membership = await deps.access.require(caller, row.projectId, 'project.access');
    if (!row.isEnabled && !hasPermission(membership.role, 'project.settings')) throw dashboardNotFound();
    return row;
  }

  async function editable(caller: Caller, id: string): Promise<DashboardRow> {
    const row = await repo.findById(id);
    if (!row) throw dashboardNotFound();
    await deps.access.require(caller, row.projectId, 'project.settings');
    return row;
  }

  return {
    async list(caller: Caller, projectId: string, query: DashboardListQuery): Promise<HydraCollection<Dashboard>> {
      const membership = await deps.access.require(caller, projectId, 'project.access');
      const asked = query.isEnabled === undefined ? undefined : query.isEnabled === 'true';
      const enabled = hasPermission(membership.role, 'project.settings') ? asked : true;
      if (enabled === true && asked === false) return hydraCollection(`/api/projects/${projectId}/dashboards`, [], 0);
      const { rows, total } = await repo.list(projectId, enabled, {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/dashboards`, rows.map(toDashboard), total);
    },

    async get(caller: Caller, id: string): Promise<Dashboard> {
      return toDashboard(await visible(caller, id));
    },

    async create(caller: Caller, input: DashboardCreate): Promise<Dashboard> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await deps.access.require(caller, projectId, 'project.settings');
      const values = {
        projectId,
        name: input.name,
        isEnabled: input.isEnabled ?? true,
        widgets: input.widgets ?? [],
        createdBy: caller.userId,
      };
      const row = await withUniqueName(DASHBOARD_NAME_KEY, () => repo.insertWithin(DASHBOARDS_PER_PROJECT_MAX, values));
      if (!row) throw conflict(`A project holds at most ${DASHBOARDS_PER_PROJECT_MAX} boards. Delete one you no longer use first.`);
      return toDashboard(row);
    },

    async patch(caller: Caller, id: string, patch: DashboardPatch): Promise<Dashboard> {
      await editable(caller, id);
      const updated = await withUniqueName(DASHBOARD_NAME_KEY, () => repo.update(id, patch));
      if (!updated) throw dashboardNotFound();
      return toDashboard(updated);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await editable(caller, id);
      await repo.remove(id);
    },

    /** Every widget's numbers over the project's local days `from`..`to`. */
    async data(caller: Caller, id: string, { date }: DashboardDataRequest): Promise<DashboardData> {
      // The contract has checked the period: in order, at most DASHBOARD_PERIOD_DAYS_MAX days.
      const row = await visible(caller, id);
      const days = daysOf(date.from, date.to);
      const figures = await figuresByEmployeeDay(
        deps.db,
        row.projectId,
        row.widgets.map((widget) => widget.metric),
        date.from,
        date.to,
      );
      const team = row.widgets.some((widget) => widget.view === 'byEmployee') ? await repo.team(row.projectId) : [];
      // Goals are read on the period's last day, or today for a period that runs on.
      const wantsGoals = row.widgets.some((widget) => widget.view === 'goal' || widget.view === 'byDay');
      const { rows: goals, today } = wantsGoals
        ? await deps.goals.compute(row.projectId, undefined, { scopes: ['project', 'team'] })
        : { rows: [], today: date.to };
      const onLastDay =
        wantsGoals && date.to < today ? (await deps.goals.compute(row.projectId, date.to, { scopes: ['project', 'team'] })).rows : goals;
      return {
        dashboard: iri('dashboards', row.id),
        date,
        widgets: row.widgets.map((widget, index) => {
          const data = widgetData(index, widget, figures.get(widget.metric) ?? [], team, days);
          const ofMetric = onLastDay.filter((goal) => goal.metric === widget.metric && goal.shareOf === null);
          const projectGoal = ofMetric.find((goal) => goal.scope === 'project');
          if (widget.view === 'byDay') data.goalLine = projectGoal ? goalLineOf(projectGoal) : null;
          if (widget.view === 'goal')
            data.goals = [...ofMetric.filter((g) => g.scope === 'project'), ...ofMetric.filter((g) => g.scope === 'team')];
          return data;
        }),
      };
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
