import { GOAL_TARGET_MAX, goalAmountMetrics, type GoalMetric } from '@salespulse/contract/goals';
import { GOALS_NS } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TextField } from '@/shared/ui/text-field';
import { parseTarget } from '../lib/goal-form';

type GoalTargetFieldProps = {
  metric: GoalMetric;
  /** The project currency, the unit of amount metrics. */
  currency: string;
  value: number | null;
  error?: string;
  onChange: (target: number | null) => void;
};

/** The target, labelled with the unit it is typed in: the project currency, minutes or a count. */
export function GoalTargetField({ metric, currency, value, error, onChange }: GoalTargetFieldProps) {
  const { t } = useTranslation(GOALS_NS);
  const unit = goalAmountMetrics.includes(metric) ? currency : t(metric === 'callMinutes' ? 'units.minutes' : 'units.count');
  return (
    <TextField
      label={t('form.target', { unit })}
      type="number"
      inputMode="decimal"
      min={0}
      max={GOAL_TARGET_MAX}
      step="any"
      value={value === null ? '' : String(value)}
      error={error}
      onChange={(event) => onChange(parseTarget(event.target.value))}
    />
  );
}
