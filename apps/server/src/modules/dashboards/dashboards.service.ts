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
  type DashboardWidgetInput,
} from '@salespulse/contract/dashboards';
import { hasPermission } from '@salespulse/contract/permissions';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { withUniqueName } from '../../lib/unique-name';
import { figuresByEmployeeDay, teamMembersIn, teamsOnDay, type TeamOfDay } from '../analytics';
import type { GoalProgressService } from '../goals';
import type { ProjectAccess } from '../../access/project-access';
import { daysOf, widgetData } from './dashboard-data';
import { toDashboard } from './dashboards.mapper';
import { createDashboardsRepository, type WidgetTeam } from './dashboards.repository';
import { goalLineOfWidget, goalsOfWidget, readByBoard } from './widget-goals';
import { DASHBOARD_NAME_KEY, type DashboardRow, type StoredWidget } from '../../db/schema/dashboards';

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

  /**
   * A widget list as the board keeps it: the widgets without their teams, and the teams checked to
   * be of the board's project (else a 422 on `widgets.{i}.teams.{j}`).
   */
  async function widgetsToStore(
    projectId: string,
    widgets: DashboardWidgetInput[],
  ): Promise<{ stored: StoredWidget[]; teams: WidgetTeam[] }> {
    const teams: (WidgetTeam & { field: string })[] = [];
    widgets.forEach((widget, index) => {
      const seen = new Set<string>();
      (widget.teams ?? []).forEach((ref, at) => {
        const teamId = parseRef(ref, 'teams', `widgets.${index}.teams.${at}`);
        if (!seen.has(teamId)) teams.push({ widget: index, teamId, field: `widgets.${index}.teams.${at}` });
        seen.add(teamId);
      });
    });
    const found = await repo.teamsOfProject(projectId, [...new Set(teams.map((t) => t.teamId))]);
    const violations = teams
      .filter((t) => !found.has(t.teamId))
      .map((t) => ({ propertyPath: t.field, message: 'must be a team of this project' }));
    if (violations.length) throw unprocessable(violations);
    return {
      stored: widgets.map(({ title, metric, view }) => ({ title, metric, view })),
      teams: teams.map(({ widget, teamId }) => ({ widget, teamId })),
    };
  }

  const dashboardOf = async (row: DashboardRow) => toDashboard(row, (await repo.widgetTeams([row.id])).get(row.id));

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
      const teams = await repo.widgetTeams(rows.map((row) => row.id));
      return hydraCollection(
        `/api/projects/${projectId}/dashboards`,
        rows.map((row) => toDashboard(row, teams.get(row.id))),
        total,
      );
    },

    async get(caller: Caller, id: string): Promise<Dashboard> {
      return dashboardOf(await visible(caller, id));
    },

    async create(caller: Caller, input: DashboardCreate): Promise<Dashboard> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await deps.access.require(caller, projectId, 'project.settings');
      const widgets = await widgetsToStore(projectId, input.widgets ?? []);
      const values = {
        projectId,
        name: input.name,
        isEnabled: input.isEnabled ?? true,
        widgets: widgets.stored,
        createdBy: caller.userId,
      };
      const row = await withUniqueName(DASHBOARD_NAME_KEY, () => repo.insertWithin(DASHBOARDS_PER_PROJECT_MAX, values, widgets.teams));
      if (!row) throw conflict(`A project holds at most ${DASHBOARDS_PER_PROJECT_MAX} boards. Delete one you no longer use first.`);
      return dashboardOf(row);
    },

    async patch(caller: Caller, id: string, patch: DashboardPatch): Promise<Dashboard> {
      const row = await editable(caller, id);
      const { widgets, ...rest } = patch;
      const store = widgets ? await widgetsToStore(row.projectId, widgets) : undefined;
      const changes = store ? { ...rest, widgets: store.stored } : rest;
      const updated = await withUniqueName(DASHBOARD_NAME_KEY, () => repo.update(id, changes, store?.teams));
      if (!updated) throw dashboardNotFound();
      return dashboardOf(updated);
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
      const boardTeams = (await repo.widgetTeams([row.id])).get(row.id);
      const widgets = row.widgets.map((widget, index) => ({ ...widget, teamIds: boardTeams?.get(index) ?? [] }));
      // A widget limited to teams counts their members: anyone in one of them on any day of the period.
      const teamIds = [...new Set(widgets.flatMap((w) => w.teamIds))];
      const memberRows = teamIds.length ? await teamMembersIn(deps.db, row.projectId, teamIds, date) : [];
      const membersOf = (ids: readonly string[]): ReadonlySet<string> | null =>
        ids.length ? new Set(memberRows.flatMap((m) => (m.employeeId && ids.includes(m.teamId) ? [m.employeeId] : []))) : null;
      const [team, teamsOfDay] = await Promise.all([
        widgets.some((widget) => widget.view === 'byEmployee') ? repo.team(row.projectId) : [],
        widgets.some((widget) => widget.view === 'byTeam') ? teamsOnDay(deps.db, row.projectId, date.to) : new Map<string, TeamOfDay>(),
      ]);
      // Only the goals the widgets show are computed, on the period's last day (today for a period that runs on).
      const wanted = readByBoard(widgets);
      const goals = wanted
        ? (await deps.goals.compute(row.projectId, date.to, { goals: wanted, shares: false, atMostToday: true })).rows
        : [];
      return {
        dashboard: iri('dashboards', row.id),
        date,
        widgets: widgets.map((widget, index) => {
          const members = membersOf(widget.teamIds);
          const rows = figures.get(widget.metric) ?? [];
          const data = widgetData(index, widget, members ? rows.filter((r) => members.has(r.employeeId)) : rows, {
            team: members ? team.filter((m) => members.has(m.id)) : team,
            days,
            teamsOfDay,
            teamIds: widget.teamIds,
          });
          if (widget.view === 'byDay') data.goalLine = goalLineOfWidget(widget, goals);
          if (widget.view === 'goal') data.goals = goalsOfWidget(widget, goals);
          return data;
        }),
      };
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
