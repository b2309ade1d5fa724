import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { awardDirections } from '../lib/award-form';

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
            className="relative flex min-h-10 cursor-pointer items-center justify-center rounded-sm px-3 text-sm font-medium text-txt-secondary transition-colors select-none hover:text-txt has-checked:bg-basic-raised has-checked:text-txt has-checked:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-accent-ring"
          >
            <input type="radio" value={direction} className="sr-only" {...field} />
            {t(`form.${direction}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
