import { dataProviderTypes } from '@salespulse/contract/data-providers';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

const cardClass =
  'relative flex h-full cursor-pointer flex-col gap-1 rounded-md border border-basic-border-strong bg-basic-surface px-4 py-3.5 shadow-card ' +
  'transition-colors hover:border-muted has-checked:border-accent has-checked:bg-accent-soft has-checked:ring-1 has-checked:ring-accent ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-ring';

export function TypePicker({ field }: { field: UseFormRegisterReturn<'type'> }) {
  const { t } = useTranslation('data-providers');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-txt">{t('create.type')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-1">
        {dataProviderTypes.map((type) => (
          <label key={type} className={cardClass}>
            <span className="flex items-center gap-2.5">
              <input type="radio" value={type} className="size-4 accent-accent" {...field} />
              <span className="text-sm font-semibold text-txt">{t(`types.${type}.label`)}</span>
            </span>
            <span className="pl-6.5 text-sm text-txt-secondary">{t(`types.${type}.description`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
