import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useEveryEmployee } from '@/shared/resources/employees';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';
import { usePointBalances } from '../api/get-point-balances';
import { usePulseAnswers } from '../api/get-pulse';
import { hourSpan } from './hour-span';
import { createHourReader } from './local-hour';
import { type EmployeeInfo, mergeRows, totalsRow } from './merge-rows';
import { teamRows } from './team-rows';
import type { MetricKey } from './metrics';
import { sortRows } from './sort-rows';

type BoardOptions = {
  projectId: string;
  range: DayRange;
  timeZone: string;
  giftShop: boolean;
  metric: MetricKey;
  /** The team shown (use-pulse-team.ts): null for all, undefined while not known (nothing loads). */
  teamId: string | null | undefined;
};

/** Everything the board shows, recomputed as each answer arrives. */
export function usePulseBoard({ projectId, range, timeZone, giftShop, metric, teamId }: BoardOptions) {
  const { t } = useTranslation('pulse');
  const employees = useEveryEmployee(projectId);
  const answers = usePulseAnswers(projectId, range, teamId);
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
  // A team's answers list its members: the others are not shown as quiet rows.
  const onlyListed = Boolean(teamId);
  const rows = useMemo(
    () => mergeRows({ calls, deals, tasks, points: pointMap }, people, { span, hourOf }, unknown, onlyListed),
    [calls, deals, tasks, pointMap, people, span, hourOf, unknown, onlyListed],
  );
  const callTeams = answers.calls?.teams;
  const dealTeams = answers.deals?.teams;
  const taskTeams = answers.tasks?.teams;
  const teams = useMemo(
    () => teamRows({ calls: callTeams, deals: dealTeams, tasks: taskTeams }, rows, span),
    [callTeams, dealTeams, taskTeams, rows, span],
  );
  const allManagers = t('allManagers');
  const totals = useMemo(() => totalsRow(rows, span, allManagers), [rows, span, allManagers]);
  const sorted = useMemo(() => sortRows(rows, metric), [rows, metric]);

  return {
    // A team's members are known from its answers only.
    ready:
      employees.data !== undefined &&
      teamId !== undefined &&
      (!teamId || answers.calls !== undefined || answers.deals !== undefined || answers.tasks !== undefined),
    rows: sorted,
    totals,
    teams,
    span,
    error: employees.error ?? answers.error,
    pointsUnavailable: giftShop && points.isError,
    updatedAt: answers.updatedAt,
  };
}
