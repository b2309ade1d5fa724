import type { DashboardWidget, DashboardWidgetData } from '@salespulse/contract/dashboards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useTeams } from '@/shared/resources/teams';
import { formatWidgetValue, metricLabel } from '../lib/widget-format';
import { WidgetByDay } from './widget-by-day';
import { WidgetRanking } from './widget-ranking';
import { WidgetCard, WidgetSkeleton } from './widget-card';
import { WidgetGoal } from './widget-goal';
import { WidgetTotal } from './widget-total';

type DashboardWidgetsProps = {
  widgets: DashboardWidget[];
  /** Undefined while loading; a widget without matching figures (the board just changed) waits too. */
  data: DashboardWidgetData[] | undefined;
  currency: string;
  projectId: string;
};

const matches = (widget: DashboardWidget, data: DashboardWidgetData | undefined): data is DashboardWidgetData =>
  data !== undefined && data.metric === widget.metric && data.view === widget.view;

/** The board's widgets in their order: totals take one column, bars two. */
export function DashboardWidgets({ widgets, data, currency, projectId }: DashboardWidgetsProps) {
  const { t } = useTranslation('dashboards');
  const teams = useTeams(projectId).data;
  const teamsOf = (widget: DashboardWidget) =>
    widget.teams.length === 0
      ? undefined
      : t('view.teamsOf', {
          names: widget.teams.map((iri) => teams?.find((team) => team['@id'] === iri)?.name ?? t('view.formerTeams')).join(', '),
        });
  return (
    <div className="grid grid-flow-row-dense grid-cols-4 gap-4 md:grid-cols-2 sm:gap-3">
      {widgets.map((widget) => {
        const wide = widget.view !== 'total';
        const figures = data?.find((item) => item.id === widget.id);
        if (!matches(widget, figures)) return <WidgetSkeleton key={widget.id} wide={wide} />;
        const format = (value: number) => formatWidgetValue(widget.metric, value, currency);
        return (
          <WidgetCard key={widget.id} title={widget.title} label={metricLabel(t, widget.metric)} teams={teamsOf(widget)} wide={wide}>
            {widget.view === 'total' ? (
              <WidgetTotal value={format(figures.total)} />
            ) : widget.view === 'byEmployee' ? (
              <WidgetRanking
                rows={(figures.byEmployee ?? []).map((row) => ({ key: row.employee, name: row.name, value: row.value }))}
                format={format}
                empty={t('view.noEmployees')}
              />
            ) : widget.view === 'byTeam' ? (
              <WidgetRanking
                rows={(figures.byTeam ?? []).map((row) => ({ key: row.team, name: row.name, value: row.value }))}
                format={format}
                empty={t('view.noTeams')}
              />
            ) : widget.view === 'goal' ? (
              <WidgetGoal projectId={projectId} goals={figures.goals ?? []} currency={currency} />
            ) : (
              <WidgetByDay rows={figures.byDay ?? []} title={widget.title} format={format} goalLine={figures.goalLine ?? null} />
            )}
          </WidgetCard>
        );
      })}
    </div>
  );
}

export function DashboardSkeleton() {
  return (
    <div className="grid grid-flow-row-dense grid-cols-4 gap-4 md:grid-cols-2 sm:gap-3">
      <WidgetSkeleton />
      <WidgetSkeleton />
      <WidgetSkeleton wide />
      <WidgetSkeleton wide />
    </div>
  );
}
