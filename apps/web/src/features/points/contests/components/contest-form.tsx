import { zodResolver } from '@hookform/resolvers/zod';
import { POINT_CONTEST_DAYS_MAX, POINT_CONTEST_NAME_MAX, pointContestMetrics, type PointContest } from '@salespulse/contract/points';
import { useMemo } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { maxDay, shiftDay } from '@/shared/ui/calendar/calendar-days';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import {
  contestFieldOf,
  contestFormSchema,
  contestValues,
  newContestValues,
  type ContestFormData,
  type ContestFormValues,
} from '../lib/contest-form';
import { formatContestDays, metricLabel } from '../lib/contest-format';
import { DaysField } from './days-field';
import { ParticipantPicker } from './participant-picker';
import { PrizeFields } from './prize-fields';

type ContestFormProps = {
  id: string;
  projectId: string;
  today: string;
  contest?: PointContest;
  onStartChange: (from: string) => void;
  /** Sends the contest; a refusal comes back through `report` to be shown under its field. */
  onSubmit: (data: ContestFormData, report: (error: unknown) => void) => void;
};

export function ContestForm({ id, projectId, today, contest, onStartChange, onSubmit }: ContestFormProps) {
  const { t } = useTranslation('points');
  const schema = useMemo(() => contestFormSchema(t, today), [t, today]);
  const form = useForm<ContestFormValues, unknown, ContestFormData>({
    resolver: zodResolver(schema),
    defaultValues: contest ? contestValues(contest) : newContestValues(today),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const report = (error: unknown) => {
    const fields: Partial<Record<string, Path<ContestFormValues>>> = {};
    if (error instanceof ApiError) for (const { propertyPath } of error.violations) fields[propertyPath] = contestFieldOf(propertyPath);
    reportViolations(error, { setError, fields, genericMessage: t('errors.generic') });
  };

  return (
    <form id={id} noValidate onSubmit={handleSubmit((data) => onSubmit(data, report))} className="flex flex-col gap-5">
      <TextField
        label={t('contests.form.name')}
        placeholder={t('contests.form.namePlaceholder')}
        maxLength={POINT_CONTEST_NAME_MAX}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      {contest ? (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-txt">{t('contests.form.fixedLabel')}</span>
          <span className="text-sm text-txt-secondary">
            {t('contests.form.fixed', {
              metric: metricLabel(t, contest.metric),
              day: formatContestDays(contest.startsOn, contest.startsOn, today),
            })}
          </span>
        </div>
      ) : (
        <SelectField label={t('contests.form.metric')} error={errors.metric?.message} {...register('metric')}>
          {pointContestMetrics.map((metric) => (
            <option key={metric} value={metric}>
              {metricLabel(t, metric)}
            </option>
          ))}
        </SelectField>
      )}
      <Controller
        control={control}
        name="days"
        render={({ field, fieldState }) => (
          <DaysField
            mode={contest ? 'end' : 'range'}
            value={field.value}
            onChange={(days) => {
              field.onChange(days);
              onStartChange(days.from);
            }}
            // A new contest may count days already past (this week so far); its last day may not be.
            min={contest ? maxDay(today, contest.startsOn) : shiftDay(today, -(POINT_CONTEST_DAYS_MAX - 1))}
            max={contest ? shiftDay(contest.startsOn, POINT_CONTEST_DAYS_MAX - 1) : shiftDay(today, 2 * POINT_CONTEST_DAYS_MAX)}
            today={today}
            error={fieldState.error?.message}
          />
        )}
      />
      <PrizeFields control={control} errors={errors} />
      <Controller
        control={control}
        name="who"
        render={({ field, fieldState }) => (
          <ParticipantPicker projectId={projectId} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </form>
  );
}
