import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { awardDirections, type AwardDirection } from '../lib/award-form';

// The colours of the history's amounts: green adds, red takes back.
const checkedTone: Record<AwardDirection, string> = {
  add: 'has-checked:bg-status-success-soft has-checked:text-status-success-text',
  take: 'has-checked:bg-error-soft has-checked:text-error-text',
};

/** Add or take back, as two radio buttons drawn as one segmented control (arrow keys move between them). */
export function DirectionChoice({ field }: { field: UseFormRegisterReturn<'direction'> }) {
  const { t } = useTranslation('points');
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-txt">{t('form.direction')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-md border border-basic-border-strong bg-basic-subtle p-1">
        {awardDirections.map((direction) => (
          <label
            key={direction}
            className={`relative flex min-h-10 cursor-pointer items-center justify-center rounded-sm px-3 text-sm font-medium text-txt-secondary transition-colors select-none hover:text-txt has-checked:font-semibold has-checked:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-accent-ring ${checkedTone[direction]}`}
          >
            <input type="radio" value={direction} className="sr-only" {...field} />
            {t(`form.${direction}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
