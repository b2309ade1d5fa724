import type { GoalPeriod } from '@salespulse/contract/goals';
import { GOALS_NS, quarterOptions } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { snapFrom } from '../lib/goal-form';

type GoalPeriodPickerProps = {
  label: string;
  period: GoalPeriod;
  value: string;
  today: string;
  onChange: (day: string) => void;
  error?: string;
  hint?: string;
  allowEmpty?: boolean;
  snap: (day: string) => string;
};

/** A day picker fitted to the period: a month picker for months, a quarter list for quarters, a date otherwise. */
export function GoalPeriodPicker({ label, period, value, today, onChange, error, hint, allowEmpty = false, snap }: GoalPeriodPickerProps) {
  const { t } = useTranslation(GOALS_NS);
  if (period === 'month') {
    return (
      <TextField
        label={label}
        type="month"
        value={value.slice(0, 7)}
        error={error}
        hint={hint}
        onChange={(event) => onChange(event.target.value ? snap(`${event.target.value}-01`) : allowEmpty ? '' : value)}
      />
    );
  }
  if (period === 'quarter') {
    return (
      <SelectField
        label={label}
        value={value ? snapFrom('quarter', value) : ''}
        error={error}
        hint={hint}
        onChange={(event) => onChange(event.target.value ? snap(event.target.value) : '')}
      >
        {allowEmpty ? <option value="">{t('form.choose')}</option> : null}
        {quarterOptions(today).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      label={label}
      type="date"
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value ? snap(event.target.value) : allowEmpty ? '' : value)}
    />
  );
}
