import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type LeadMetric, leadMetrics } from '../lib/lead-rows';

type MetricTabsProps = {
  value: LeadMetric;
  onChange: (metric: LeadMetric) => void;
  /** The id of the table the tabs switch. */
  controls: string;
};

/** Small screens show one metric column; this strip chooses it (arrow keys move between tabs). */
export function MetricTabs({ value, onChange, controls }: MetricTabsProps) {
  const { t } = useTranslation('lead-processing');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? leadMetrics.length - 1 : (index + step + leadMetrics.length) % leadMetrics.length;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    onChange(leadMetrics[target]!);
    refs.current[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('metricTabs')}
      className="flex gap-1 overflow-x-auto rounded-lg border border-basic-border bg-basic-surface p-1"
    >
      {leadMetrics.map((metric, index) => {
        const selected = metric === value;
        return (
          <button
            key={metric}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(metric)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={[
              'min-h-10 shrink-0 rounded-md px-3 text-xs font-semibold whitespace-nowrap transition-colors',
              selected ? 'bg-accent text-accent-fg' : 'text-txt-secondary hover:bg-basic-subtle hover:text-txt',
            ].join(' ')}
          >
            {t(`columns.${metric}`)}
          </button>
        );
      })}
    </div>
  );
}
