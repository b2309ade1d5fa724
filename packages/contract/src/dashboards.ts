import * as z from 'zod/mini';
import { localDateSchema, localPeriodChecks } from './time';
import { pageQuery } from './common';
import { goalProgressSchema } from './goals';
import { pointContestMetricSchema } from './points';

// Custom dashboards: a named set of widgets, each one pulse figure shown as a total, per employee
// or per day over the period the viewer picks. Admins and owners build them under Settings, Custom
// boards; an enabled one appears in everybody's menu at /dashboard/{id}. See docs/decisions.md.

export const DASHBOARD_NAME_MAX = 60;
export const DASHBOARD_WIDGETS_MAX = 12;
export const DASHBOARD_WIDGET_TITLE_MAX = 60;
/** Teams one widget may be limited to. */
export const DASHBOARD_WIDGET_TEAMS_MAX = 50;
/** Boards a project holds at most: each enabled one is a menu item, and the list is one page. */
export const DASHBOARDS_PER_PROJECT_MAX = 50;
export const DASHBOARD_PAGE_SIZE = DASHBOARDS_PER_PROJECT_MAX;
/** The longest period one data call covers, in days. */
export const DASHBOARD_PERIOD_DAYS_MAX = 366;

/** The same figures as contests: calls, successCalls, callMinutes, bills, payments, tasks. */
export const dashboardMetricSchema = pointContestMetricSchema;
export type DashboardMetric = z.infer<typeof dashboardMetricSchema>;

/** `goal`: the progress of the project's and the teams' goals for the metric. */
export const dashboardViews = ['total', 'byEmployee', 'byTeam', 'byDay', 'goal'] as const;
export const dashboardViewSchema = z.enum(dashboardViews);
export type DashboardView = z.infer<typeof dashboardViewSchema>;

const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'required field'), z.maxLength(DASHBOARD_NAME_MAX, `at most ${DASHBOARD_NAME_MAX} characters`));

export const dashboardWidgetInputSchema = z.strictObject({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required field'),
      z.maxLength(DASHBOARD_WIDGET_TITLE_MAX, `at most ${DASHBOARD_WIDGET_TITLE_MAX} characters`),
    ),
  metric: dashboardMetricSchema,
  view: dashboardViewSchema,
  /**
   * Team IRIs of the board's project: the widget counts only their members (anyone in one of them
   * on any day of the period) and shows only their goals. Empty or absent: everyone.
   */
  teams: z.optional(z.array(z.string()).check(z.maxLength(DASHBOARD_WIDGET_TEAMS_MAX, `at most ${DASHBOARD_WIDGET_TEAMS_MAX} teams`))),
});
export type DashboardWidgetInput = z.infer<typeof dashboardWidgetInputSchema>;

const widgets = z.array(dashboardWidgetInputSchema).check(z.maxLength(DASHBOARD_WIDGETS_MAX, `at most ${DASHBOARD_WIDGETS_MAX} widgets`));

export const dashboardWidgetSchema = z.object({
  /** Stable within the dashboard: its position when saved (0, 1, …). */
  id: z.number().check(z.int()),
  title: z.string(),
  metric: dashboardMetricSchema,
  view: dashboardViewSchema,
  /** Team IRIs the widget is limited to, by team name; empty: everyone. */
  teams: z.array(z.string()),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

export const dashboardSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Dashboard'),
  id: z.uuid(),
  project: z.string(),
  name: z.string(),
  isEnabled: z.boolean(),
  widgets: z.array(dashboardWidgetSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardCreateSchema = z.strictObject({
  project: z.string().check(z.minLength(1, 'required field')),
  name,
  isEnabled: z.optional(z.boolean()),
  /** In display order; replaced whole on PATCH. */
  widgets: z.optional(widgets),
});
export type DashboardCreate = z.infer<typeof dashboardCreateSchema>;

export const dashboardPatchSchema = z.partial(z.strictObject({ name, isEnabled: z.boolean(), widgets }));
export type DashboardPatch = z.infer<typeof dashboardPatchSchema>;

export const dashboardListQuerySchema = z.object({
  ...pageQuery(DASHBOARD_PAGE_SIZE),
  /** `true`: enabled ones only. Members without project.settings always get enabled ones only. */
  isEnabled: z.optional(z.enum(['true', 'false'])),
});
export type DashboardListQuery = z.infer<typeof dashboardListQuerySchema>;

/** Local days of the project, both included. */
export const dashboardDataRequestSchema = z.strictObject({
  date: z.strictObject({ from: localDateSchema, to: localDateSchema }).check(...localPeriodChecks(DASHBOARD_PERIOD_DAYS_MAX)),
});
export type DashboardDataRequest = z.infer<typeof dashboardDataRequestSchema>;

export const dashboardWidgetDataSchema = z.object({
  id: z.number().check(z.int()),
  metric: dashboardMetricSchema,
  view: dashboardViewSchema,
  /** Over every employee (active and inactive) and the whole period. */
  total: z.number(),
  /** `byEmployee`: every employee, highest first (then by name). */
  byEmployee: z.optional(z.array(z.object({ employee: z.string(), name: z.string(), value: z.number() }))),
  /**
   * `byTeam`: the team totals rows (docs/analytics.md, "Team totals"): every team of the period's
   * last day (a widget limited to teams: those teams), each employee's figure under the team they
   * were in that day, highest first (then by name); those in no team count in no row.
   */
  byTeam: z.optional(z.array(z.object({ team: z.string(), name: z.string(), value: z.number() }))),
  /** `byDay`: every day of the period in order, 0 on days without activity. */
  byDay: z.optional(z.array(z.object({ date: z.string(), value: z.number() }))),
  /**
   * `byDay`: the project goal's target for one working day (a daily goal's target, or a longer
   * goal's target over its working days), drawn as a line; null without a project goal for the metric.
   * A widget limited to one team draws that team's goal instead; one limited to several draws none.
   */
  goalLine: z.optional(z.nullable(z.number())),
  /**
   * `goal`: the project's goal for the metric, then the teams' (by team), on the period's last day
   * (today at most). A widget limited to teams: only those teams' goals.
   */
  goals: z.optional(z.array(goalProgressSchema)),
});
export type DashboardWidgetData = z.infer<typeof dashboardWidgetDataSchema>;

export const dashboardDataSchema = z.object({
  dashboard: z.string(),
  date: z.object({ from: z.string(), to: z.string() }),
  widgets: z.array(dashboardWidgetDataSchema),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;
