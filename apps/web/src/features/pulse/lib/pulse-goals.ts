import type { GoalMetric, GoalPeriod } from '@salespulse/contract/goals';
import { useMemo } from 'react';
import { chooseGoals, type GoalChoice } from '@/shared/analytics/goals';
import { useGoalProgress } from '@/shared/resources/goals';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';
import type { MetricKey } from './metrics';

/**
 * The goal metric behind each pulse figure. Plan is the month's won amount net of refunds (the
 * spec's column stays as it is): its bar is the monthly payments goal. Points is a balance on the
 * pulse but earnings in a goal; the bar shows the points goal.
 */
export const goalMetricOf: Record<MetricKey, { metric: GoalMetric; period?: GoalPeriod }> = {
  callAttempts: { metric: 'calls' },
  successfulCalls: { metric: 'successCalls' },
  time: { metric: 'callMinutes' },
  bills: { metric: 'bills' },
  payments: { metric: 'payments' },
  plan: { metric: 'payments', period: 'month' },
  points: { metric: 'points' },
  tasks: { metric: 'tasks' },
};

const none: GoalChoice = { byEmployee: new Map(), byTeam: new Map(), project: undefined };

/**
 * The goal each row of the pulse shows for the chosen figure: read for the range's last day (the
 * goals whose period holds it), refreshed with the pulse on live activity (the progress is an
 * analytics answer). Without goals, or while they load, rows show none.
 */
export function usePulseGoals(projectId: string, range: DayRange, metric: MetricKey): GoalChoice {
  const wanted = goalMetricOf[metric];
  const progress = useGoalProgress(projectId, { date: range.to, metric: [wanted.metric] });
  return useMemo(() => (progress.data ? chooseGoals(progress.data, wanted.metric, wanted.period) : none), [progress.data, wanted]);
}
