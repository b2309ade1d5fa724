import { useTranslation } from '@/shared/i18n/use-translation';
import type { MetricKey } from '../lib/metrics';

type SortButtonsProps = { metrics: readonly MetricKey[]; active: MetricKey; onChange: (metric: MetricKey) => void };

/** The sort buttons of the left side; the active one is disabled (spec section 2). */
export function SortButtons({ metrics, active, onChange }: SortButtonsProps) {
  const { t } = useTranslation('pulse');
  return (
    <div
      role="group"
      aria-label={t('sortLabel')}
      className="flex w-48 shrink-0 flex-col gap-1 lg:w-auto lg:flex-row lg:flex-wrap sm:-mx-3 sm:flex-nowrap sm:overflow-x-auto sm:px-3 sm:pb-1"
    >
      {metrics.map((metric) => {
        const current = metric === active;
        return (
          <button
            key={metric}
            type="button"
            disabled={current}
            aria-pressed={current}
            onClick={() => onChange(metric)}
            className={[
              'min-h-10 shrink-0 rounded-md border px-3 text-left text-sm font-medium whitespace-nowrap transition-colors',
              current
                ? 'cursor-default border-transparent bg-accent text-accent-fg shadow-card'
                : 'border-basic-border bg-basic-surface text-txt-secondary hover:border-basic-border-strong hover:text-txt',
            ].join(' ')}
          >
            {t(`metrics.${metric}`)}
          </button>
        );
      })}
    </div>
  );
}
