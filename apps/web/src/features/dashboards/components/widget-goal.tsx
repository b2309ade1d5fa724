import type { GoalProgress } from '@salespulse/contract/goals';
import { GoalProgressBar } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useTeams } from '@/shared/resources/teams';

type WidgetGoalProps = { projectId: string; goals: GoalProgress[]; currency: string };

/** The project's goal for the widget's figure, then each team's, as progress bars. */
export function WidgetGoal({ projectId, goals, currency }: WidgetGoalProps) {
  const { t } = useTranslation('dashboards');
  const teams = useTeams(projectId);
  if (goals.length === 0) return <p className="text-sm text-txt-secondary">{t('view.noGoal')}</p>;
  const nameOf = (goal: GoalProgress) =>
    goal.scope === 'project' ? t('view.wholeTeam') : (teams.data?.find((team) => team['@id'] === goal.team)?.name ?? t('view.formerTeam'));
  return (
    <ul className="flex flex-col gap-4">
      {goals.map((goal) => (
        <li key={goal.goal}>
          <GoalProgressBar progress={goal} currency={currency} label={nameOf(goal)} showProjected={goal.scope === 'project'} />
        </li>
      ))}
    </ul>
  );
}
