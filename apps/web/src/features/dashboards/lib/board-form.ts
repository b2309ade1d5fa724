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

export const newWidget = (): DashboardWidgetInput => ({ title: '', metric: 'calls', view: 'total' });

export function boardFormValues(board: Dashboard | undefined): BoardFormValues {
  if (!board) return { name: '', isEnabled: true, widgets: [] };
  return {
    name: board.name,
    isEnabled: board.isEnabled,
    widgets: board.widgets.map(({ title, metric, view }) => ({ title, metric, view })),
  };
}

type FormField = 'name' | 'isEnabled' | 'widgets' | `widgets.${number}.${keyof DashboardWidgetInput}`;

/** The form field of a server violation: `widgets.0.title` and `widgets[0].title` both name the first title. */
export function fieldOfViolation(propertyPath: string): FormField | undefined {
  if (propertyPath === 'name' || propertyPath === 'isEnabled' || propertyPath === 'widgets') return propertyPath;
  const match = /^widgets(?:\.(\d+)|\[(\d+)\])\.(title|metric|view)$/.exec(propertyPath);
  if (!match) return undefined;
  const [, dotted, bracketed, key] = match;
  return `widgets.${Number(dotted ?? bracketed)}.${key as keyof DashboardWidgetInput}`;
}
