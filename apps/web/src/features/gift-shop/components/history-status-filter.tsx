import { useTranslation } from '@/shared/i18n/use-translation';
import { decidedStatuses, type HistoryFilter } from '../lib/history-search';

const options: readonly HistoryFilter[] = ['all', ...decidedStatuses];

type HistoryStatusFilterProps = { value: HistoryFilter; onChange: (filter: HistoryFilter) => void };

/** All / Approved / Declined / Canceled as one row of radio buttons. */
export function HistoryStatusFilter({ value, onChange }: HistoryStatusFilterProps) {
  const { t } = useTranslation('gift-requests');
  return (
    <fieldset className="border-b border-basic-border px-6 py-3 sm:px-4">
      <legend className="sr-only">{t('history.filter')}</legend>
      <div className="-mx-1 flex gap-1 overflow-x-auto px-1 py-1">
        {options.map((option) => (
          <label
            key={option}
            className={[
              'inline-flex min-h-9 shrink-0 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition-colors xs:px-3',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-ring',
              option === value
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-basic-border text-txt-secondary hover:bg-basic-subtle hover:text-txt',
            ].join(' ')}
          >
            <input
              type="radio"
              name="gift-history-status"
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option === 'all' ? t('history.all') : t(`status.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
