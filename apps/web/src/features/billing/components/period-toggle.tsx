import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { billingPeriods, type BillingPeriod } from '../lib/periods';

type PeriodToggleProps = { value: BillingPeriod; onChange: (period: BillingPeriod) => void };

/** Monthly or yearly packages, as two radio buttons drawn as one segmented control (arrow keys move between them). */
export function PeriodToggle({ value, onChange }: PeriodToggleProps) {
  const { t } = useTranslation('billing');
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('packages.period')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-md border border-basic-border-strong bg-basic-subtle p-1">
        {billingPeriods.map((period) => (
          <label
            key={period}
            className="relative flex min-h-9 cursor-pointer items-center justify-center rounded-sm px-4 text-sm font-medium text-txt-secondary transition-colors select-none hover:text-txt has-checked:bg-basic-surface has-checked:font-semibold has-checked:text-txt has-checked:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-accent-ring"
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={period === value}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`packages.${period}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
