import { zodResolver } from '@hookform/resolvers/zod';
import { schedulesSchema, type Employee } from '@salespulse/contract/employees';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { FormModal } from '@/shared/ui/form-modal';
import { useUpdateEmployee } from '../api/update-employee';
import { toDayRows, toSchedules, weekdayName, type DayRow } from '../lib/schedules';

type ScheduleFormValues = { days: DayRow[] };

// The rows are checked with the contract's schedules rules; an issue on the n-th enabled window
// is moved back onto the weekday row it came from.
export const scheduleFormSchema = z
  .object({
    days: z.array(z.object({ day: z.number(), enabled: z.boolean(), start: z.string(), end: z.string() })),
  })
  .check(
    z.superRefine(({ days }, ctx) => {
      const enabledRows = days.flatMap((row, index) => (row.enabled ? [index] : []));
      const result = schedulesSchema.safeParse(toSchedules(days));
      if (result.success) return;
      for (const issue of result.error.issues) {
        const [windowIndex, field] = issue.path;
        const row = typeof windowIndex === 'number' ? enabledRows[windowIndex] : undefined;
        if (row === undefined) ctx.issues.push({ code: 'custom', path: ['days'], message: issue.message, input: days });
        else
          ctx.issues.push({
            code: 'custom',
            path: ['days', row, field === 'start' ? 'start' : 'end'],
            message: issue.message,
            input: days,
          });
      }
    }),
  );

const timeInput =
  'min-h-10 w-full rounded-md border bg-basic-surface px-2.5 text-sm text-txt shadow-card outline-none focus:ring-3 ' +
  'disabled:cursor-not-allowed disabled:bg-basic-subtle disabled:text-muted xs:text-base';
const timeValid = 'border-basic-border-strong focus:border-accent focus:ring-accent-ring/25';
const timeInvalid = 'border-error focus:ring-error/25';

function rowError(errors: FieldErrors<ScheduleFormValues>, index: number): string | undefined {
  const row = errors.days?.[index];
  return row?.start?.message ?? row?.end?.message;
}

type SchedulesEditorProps = { projectId: string; employee: Employee; onClose: () => void };

export function SchedulesEditor({ projectId, employee, onClose }: SchedulesEditorProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateEmployee(projectId);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ScheduleFormValues>({ resolver: zodResolver(scheduleFormSchema), defaultValues: { days: toDayRows(employee.schedules) } });
  const days = useWatch({ control, name: 'days' });

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { id: employee.id, patch: { schedules: toSchedules(values.days) } },
      {
        onSuccess: () => {
          toast.success(t('schedules.saved'));
          onClose();
        },
        onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
      },
    );
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('schedules.title', { name: employee.user.name })}
      description={t('schedules.description')}
      submitLabel={t('schedules.save')}
      status={update.status}
      onSubmit={onSubmit}
      formClassName="flex flex-col divide-y divide-basic-border"
    >
      {days.map((row, index) => {
        const day = weekdayName(row.day, 'long');
        const error = rowError(errors, index);
        return (
          <div key={row.day} className="py-2.5">
            <div className="grid grid-cols-[9rem_1fr_auto_1fr] items-center gap-3 xs:grid-cols-[1fr_1fr] xs:gap-2">
              <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-txt xs:col-span-2">
                <input
                  type="checkbox"
                  aria-label={t('schedules.works', { day })}
                  className="size-4 cursor-pointer accent-accent"
                  {...register(`days.${index}.enabled`)}
                />
                {day}
              </label>
              {row.enabled ? (
                <>
                  <input
                    type="time"
                    aria-label={t('schedules.start', { day })}
                    aria-invalid={errors.days?.[index]?.start ? true : undefined}
                    className={[timeInput, errors.days?.[index]?.start ? timeInvalid : timeValid].join(' ')}
                    {...register(`days.${index}.start`)}
                  />
                  <span aria-hidden="true" className="text-muted xs:hidden">
                    –
                  </span>
                  <input
                    type="time"
                    aria-label={t('schedules.end', { day })}
                    aria-invalid={errors.days?.[index]?.end ? true : undefined}
                    className={[timeInput, errors.days?.[index]?.end ? timeInvalid : timeValid].join(' ')}
                    {...register(`days.${index}.end`)}
                  />
                </>
              ) : (
                <span className="col-span-3 text-sm text-muted xs:hidden">{t('schedules.dayOff')}</span>
              )}
            </div>
            {error ? (
              <p role="alert" className="mt-1.5 text-sm text-error-text">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors.days?.root?.message || errors.days?.message ? (
        <p role="alert" className="pt-2 text-sm text-error-text">
          {errors.days?.root?.message ?? errors.days?.message}
        </p>
      ) : null}
    </FormModal>
  );
}
