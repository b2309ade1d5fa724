import {
  DASHBOARD_WIDGETS_MAX,
  dashboardCreateSchema,
  dashboardWidgetInputSchema,
  type Dashboard,
  type DashboardWidgetInput,
} from '@salespulse/contract/dashboards';
import * as z from 'zod/mini';

export const boardFormSchema = z.object({
  name: dashboardCreateSchema.shape.name,
  isEnabled: z.boolean(),
  widgets: z.array(dashboardWidgetInputSchema).check(z.maxLength(DASHBOARD_WIDGETS_MAX, `at most ${DASHBOARD_WIDGETS_MAX} widgets`)),
});
export type BoardFormValues = z.input<typeof boardFormSchema>;
export type BoardFormData = z.output<typeof boardFormSchema>;

export const newWidget = (): DashboardWidgetInput => ({ title: '', metric: 'calls', view: 'total', teams: [] });

/** The widget's team list with `team` checked or unchecked, in the order they were checked. */
export function toggleTeam(selected: readonly string[], team: string): string[] {
  return selected.includes(team) ? selected.filter((iri) => iri !== team) : [...selected, team];
}

export function boardFormValues(board: Dashboard | undefined): BoardFormValues {
  if (!board) return { name: '', isEnabled: true, widgets: [] };
  return {
    name: board.name,
    isEnabled: board.isEnabled,
    widgets: board.widgets.map(({ title, metric, view, teams }) => ({ title, metric, view, teams })),
  };
}

type FormField = 'name' | 'isEnabled' | 'widgets' | `widgets.${number}.${keyof DashboardWidgetInput}`;

/** The form field of a server violation: `widgets.0.title` and `widgets[0].title` both name the first title. */
export function fieldOfViolation(propertyPath: string): FormField | undefined {
  if (propertyPath === 'name' || propertyPath === 'isEnabled' || propertyPath === 'widgets') return propertyPath;
  // A team's violation (`widgets.0.teams.1`) lands on the widget's team list.
  const match = /^widgets(?:\.(\d+)|\[(\d+)\])\.(title|metric|view|teams)(?:\.\d+)?$/.exec(propertyPath);
  if (!match) return undefined;
  const [, dotted, bracketed, key] = match;
  return `widgets.${Number(dotted ?? bracketed)}.${key as keyof DashboardWidgetInput}`;
}
