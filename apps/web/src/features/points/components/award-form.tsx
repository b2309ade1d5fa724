import { zodResolver } from '@hookform/resolvers/zod';
import { POINT_AMOUNT_MAX, POINT_COMMENT_MAX, type PointTransactionCreate } from '@salespulse/contract/points';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatCount } from '@/shared/analytics/format';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { TextField } from '@/shared/ui/text-field';
import { usePointBalances } from '@/shared/resources/points';
import { awardFormSchema, emptyAward, toTransaction, type AwardFormData, type AwardFormValues } from '../lib/award-form';
import { DirectionChoice } from './direction-choice';

const serverFields = { employee: 'employee', amount: 'amount', comment: 'comment' } as const;

type AwardFormProps = {
  id: string;
  projectId: string;
  /** Sends the transaction; a refusal comes back through `report` to be shown under its field. */
  onSubmit: (transaction: PointTransactionCreate, report: (error: unknown) => void) => void;
};

export function AwardForm({ id, projectId, onSubmit }: AwardFormProps) {
  const { t } = useTranslation('points');
  const employees = useEveryEmployee(projectId);
  const balances = usePointBalances(projectId);
  const schema = useMemo(() => awardFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<AwardFormValues, unknown, AwardFormData>({ resolver: zodResolver(schema), defaultValues: emptyAward });

  // Points go to people at work: inactive employees keep their balance but get no new points.
  const active = useMemo(
    () =>
      (employees.data ?? []).filter((employee) => employee.status === 'active').toSorted((a, b) => a.user.name.localeCompare(b.user.name)),
    [employees.data],
  );
  const chosen = useWatch({ control, name: 'employee' });
  const balance = balances.data?.find((entry) => entry.employee === chosen)?.points;

  const submit = handleSubmit((values) =>
    onSubmit(toTransaction(values), (error) =>
      reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
    ),
  );

  return (
    <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SelectField
        label={t('form.employee')}
        error={errors.employee?.message}
        hint={balance === undefined ? undefined : t('form.balance', { count: balance, points: formatCount(balance) })}
        {...register('employee')}
      >
        <option value="">{t('form.chooseEmployee')}</option>
        {active.map((employee) => (
          <option key={employee.id} value={employee['@id']}>
            {employee.user.name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 items-start gap-4 xs:grid-cols-1">
        <DirectionChoice field={register('direction')} />
        <TextField
          label={t('form.amount')}
          type="number"
          inputMode="numeric"
          min={1}
          max={POINT_AMOUNT_MAX}
          step={1}
          autoComplete="off"
          hint={t('form.amountHint', { max: formatCount(POINT_AMOUNT_MAX) })}
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
      <TextAreaField
        label={t('form.comment')}
        rows={3}
        hint={t('form.commentHint', { max: POINT_COMMENT_MAX })}
        error={errors.comment?.message}
        {...register('comment')}
      />
    </form>
  );
}
