import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useEveryEmployee } from '@/shared/resources/employees';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';
import { usePointBalances } from '../api/get-point-balances';
import { usePulseAnswers } from '../api/get-pulse';
import { hourSpan } from './hour-span';
import { createHourReader } from './local-hour';
import { type EmployeeInfo, mergeRows, totalsRow } from './merge-rows';
import type { MetricKey } from './metrics';
import { sortRows } from './sort-rows';

type BoardOptions = { projectId: string; range: DayRange; timeZone: string; giftShop: boolean; metric: MetricKey };

/** Everything the board shows, recomputed as each answer arrives. */
export function usePulseBoard({ projectId, range, timeZone, giftShop, metric }: BoardOptions) {
  const { t } = useTranslation('pulse');
  const employees = useEveryEmployee(projectId);
  const answers = usePulseAnswers(projectId, range, true);
  const points = usePointBalances(projectId, giftShop);

  const people = useMemo(
    () =>
      new Map<string, EmployeeInfo>((employees.data ?? []).map((e) => [e['@id'], { name: e.user.name, active: e.status === 'active' }])),
    [employees.data],
  );
  const span = useMemo(() => hourSpan((employees.data ?? []).map((e) => e.schedules)), [employees.data]);
  const hourOf = useMemo(() => createHourReader(timeZone), [timeZone]);
  const calls = answers.calls?.employees;
  const deals = answers.deals?.employees;
  const tasks = answers.tasks?.employees;
  const pointMap = giftShop ? points.data : undefined;
  const unknown = t('unknown');
  const rows = useMemo(
    () => mergeRows({ calls, deals, tasks, points: pointMap }, people, { span, hourOf }, unknown),
    [calls, deals, tasks, pointMap, people, span, hourOf, unknown],
  );
  const allManagers = t('allManagers');
  const totals = useMemo(() => totalsRow(rows, span, allManagers), [rows, span, allManagers]);
  const sorted = useMemo(() => sortRows(rows, metric), [rows, metric]);

  return {
    ready: employees.data !== undefined,
    rows: sorted,
    totals,
    span,
    error: employees.error ?? answers.error,
    pointsUnavailable: giftShop && points.isError,
    updatedAt: answers.updatedAt,
  };
}
