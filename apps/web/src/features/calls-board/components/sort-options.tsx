import type { SortState } from '@/shared/analytics/sorting';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type CallSortKey, callSortKeys } from '../lib/call-rows';

type SortOptionsProps = {
  list: string;
  sort: SortState<CallSortKey>;
  onSort: (key: CallSortKey) => void;
};

/** The five sort options of a list: a choice starts ascending, choosing it again flips it. */
export function SortOptions({ list, sort, onSort }: SortOptionsProps) {
  const { t } = useTranslation('calls-board');
  return (
    <div role="group" aria-label={t('sort.label', { list })} className="flex flex-wrap gap-1">
      {callSortKeys.map((key) => {
        const active = sort.key === key;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={active}
            onClick={() => onSort(key)}
            title={active ? t(sort.direction === 'asc' ? 'sort.ascending' : 'sort.descending') : undefined}
            className={[
              'inline-flex min-h-9 items-center gap-1 rounded-md border px-2.5 text-xs font-semibold whitespace-nowrap transition-colors',
              active
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-basic-border-strong text-txt-secondary hover:bg-basic-subtle hover:text-txt',
            ].join(' ')}
          >
            {t(`sort.${key}`)}
            {active ? (
              <svg
                className={['size-3.5 transition-transform', sort.direction === 'desc' ? 'rotate-180' : ''].join(' ')}
                viewBox="0 0 16 16"
                fill="none"
                aria-hidden="true"
              >
                <path
                  d="M8 12.5v-9M4.5 7 8 3.5 11.5 7"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
