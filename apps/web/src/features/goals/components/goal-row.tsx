import type { Goal, GoalProgress } from '@salespulse/contract/goals';
import { formatGoalValue, GOALS_NS, goalMetricLabel, GoalProgressBar } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { describeGoalPeriod } from '@/shared/analytics/goals';

type GoalRowProps = {
  goal: Goal;
  /** Who or what the goal is for: the project, a team's or an employee's name. */
  name: string;
  progress: GoalProgress | undefined;
  progressFailed: boolean;
  currency: string;
  onEdit: () => void;
  onCopy: () => void;
  copying: boolean;
  onDelete: () => void;
};

export function GoalRow({ goal, name, progress, progressFailed, currency, onEdit, onCopy, copying, onDelete }: GoalRowProps) {
  const { t } = useTranslation(GOALS_NS);
  const ta = useTranslation('analytics').t;
  const metric = goalMetricLabel(goal.metric, ta);
  const headingId = `goal-${goal.id}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 px-5 py-4 sm:px-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium break-words text-txt">
            {name} · {metric}
          </h3>
          <p className="text-sm text-txt-secondary">
            {describeGoalPeriod(goal)} · {t('settings.target', { value: formatGoalValue(goal.metric, goal.target, currency, ta) })}
            {goal.scope === 'team' && goal.split !== 'none' ? ` · ${t(`splits.${goal.split}`)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('settings.actionsFor', { name: `${name} · ${metric}` })}>
          <Button variant="secondary" onClick={onEdit}>
            {t('settings.edit')}
          </Button>
          {goal.recurring ? null : (
            <Button variant="secondary" onClick={onCopy} status={copying ? 'pending' : 'idle'}>
              {t('settings.copyNext')}
            </Button>
          )}
          <Button variant="ghost" onClick={onDelete}>
            {t('settings.delete')}
          </Button>
        </div>
      </div>
      {progress ? (
        <GoalProgressBar progress={progress} currency={currency} label={`${name} · ${metric}`} showLabel={false} />
      ) : (
        <p className="text-sm text-muted">{progressFailed ? t('settings.progressError') : t('settings.notRunning')}</p>
      )}
    </li>
  );
}
