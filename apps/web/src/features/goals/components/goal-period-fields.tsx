import { goalPeriods } from '@salespulse/contract/goals';
import { formatRange, GOALS_NS } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import { Switch } from '@/shared/ui/switch';
import { changePeriod, type GoalFormErrors, type GoalFormState, snapFrom, snapTo } from '../lib/goal-form';
import { GoalPeriodPicker } from './goal-period-picker';

type GoalPeriodFieldsProps = {
  state: GoalFormState;
  today: string;
  errors: GoalFormErrors;
  onChange: (state: GoalFormState) => void;
};

/** When the goal runs: the period kind, whether it repeats, and its first (and last) period or its range. */
export function GoalPeriodFields({ state, today, errors, onChange }: GoalPeriodFieldsProps) {
  const { t } = useTranslation(GOALS_NS);
  const fromLabel = {
    day: t('form.fromDay'),
    week: t('form.fromWeek'),
    month: t('form.fromMonth'),
    quarter: t('form.fromQuarter'),
    custom: t('form.fromCustom'),
  }[state.period];
  return (
    <>
      <SelectField
        label={t('form.period')}
        value={state.period}
        error={errors.period}
        onChange={(event) => onChange(changePeriod(state, event.target.value as GoalFormState['period']))}
      >
        {goalPeriods.map((period) => (
          <option key={period} value={period}>
            {t(`period.kinds.${period}`)}
          </option>
        ))}
      </SelectField>
      {state.period === 'custom' ? null : (
        <Switch
          label={t('form.recurring')}
          description={t('form.recurringHint')}
          checked={state.recurring}
          onChange={(event) => onChange({ ...state, recurring: event.target.checked, to: event.target.checked ? state.to : '' })}
        />
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-1">
        <GoalPeriodPicker
          label={state.recurring && state.period !== 'custom' ? t('form.firstPeriod') : fromLabel}
          period={state.period}
          value={state.from}
          today={today}
          error={errors.from}
          hint={
            state.period === 'week' ? t('form.fromWeekHint', { range: formatRange(state.from, snapTo('week', state.from)) }) : undefined
          }
          snap={(day) => snapFrom(state.period, day)}
          onChange={(from) => onChange({ ...state, from })}
        />
        {state.period === 'custom' ? (
          <GoalPeriodPicker
            label={t('form.toCustom')}
            period="custom"
            value={state.to}
            today={today}
            error={errors.to}
            snap={(day) => day}
            onChange={(to) => onChange({ ...state, to })}
          />
        ) : state.recurring ? (
          <GoalPeriodPicker
            label={t('form.lastPeriod')}
            period={state.period}
            value={state.to}
            today={today}
            error={errors.to}
            hint={t('form.lastPeriodHint')}
            allowEmpty
            snap={(day) => snapTo(state.period, day)}
            onChange={(to) => onChange({ ...state, to })}
          />
        ) : null}
      </div>
    </>
  );
}
