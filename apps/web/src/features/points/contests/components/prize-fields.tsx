import { POINT_AMOUNT_MAX, POINT_CONTEST_PRIZES_MAX } from '@salespulse/contract/points';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AmountInput } from '@/shared/ui/amount-input';
import { Button } from '@/shared/ui/button';
import { IconClose } from '@/shared/ui/icons';
import type { ContestFormValues } from '../lib/contest-form';
import { ordinal } from '../lib/contest-format';

type PrizeFieldsProps = { control: Control<ContestFormValues>; errors: FieldErrors<ContestFormValues> };

/** One amount per place, the first first: 1 to 10 of them. */
export function PrizeFields({ control, errors }: PrizeFieldsProps) {
  const { t } = useTranslation('points');
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes' });
  const last = useWatch({ control, name: 'prizes' }).at(-1)?.points ?? 2;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-0.5 text-sm font-medium text-txt">{t('contests.form.prizes')}</legend>
      <p className="text-xs text-muted">{t('contests.form.prizesHint')}</p>
      <ol className="grid grid-cols-3 gap-x-3 gap-y-3 sm:grid-cols-2">
        {fields.map((field, index) => {
          const place = ordinal(t, index + 1);
          return (
            <li key={field.id} className="flex items-start gap-1">
              <Controller
                control={control}
                name={`prizes.${index}.points`}
                render={({ field: amount }) => (
                  <AmountInput
                    label={t('contests.form.place', { place })}
                    min={1}
                    max={POINT_AMOUNT_MAX}
                    className="min-w-0 flex-1"
                    error={errors.prizes?.[index]?.points?.message}
                    ref={amount.ref}
                    name={amount.name}
                    value={amount.value}
                    onChange={amount.onChange}
                    onBlur={amount.onBlur}
                  />
                )}
              />
              {fields.length > 1 ? (
                <button
                  type="button"
                  aria-label={t('contests.form.removePrize', { place })}
                  onClick={() => remove(index)}
                  className="mt-7 flex size-11 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-basic-subtle hover:text-txt focus-visible:outline-2 focus-visible:outline-accent-ring"
                >
                  <IconClose className="size-4" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {fields.length < POINT_CONTEST_PRIZES_MAX ? (
        <Button
          variant="ghost"
          className="self-start"
          // A next place is worth less than the one before it: half of it is a fair first guess.
          onClick={() => append({ points: Math.max(1, Math.round(last / 2)) })}
        >
          {t('contests.form.addPrize')}
        </Button>
      ) : null}
    </fieldset>
  );
}
