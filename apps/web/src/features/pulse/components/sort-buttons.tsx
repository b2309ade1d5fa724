import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { revealSideways } from '@/shared/lib/reveal-sideways';
import type { MetricKey } from '../lib/metrics';

type SortButtonsProps = { metrics: readonly MetricKey[]; active: MetricKey; onChange: (metric: MetricKey) => void };

/** The strip's side padding: room for a chip's focus ring at either end. */
const STRIP_PADDING_PX = 12;

/**
 * The sort buttons of the left side; the active one is disabled (spec section 2) with
 * aria-disabled, not the attribute: a disabled button drops the focus of whoever just pressed it,
 * and Tab would skip the current choice, so a screen reader could never land on it to hear it.
 */
export function SortButtons({ metrics, active, onChange }: SortButtonsProps) {
  const { t } = useTranslation('pulse');
  const stripRef = useRef<HTMLDivElement>(null);
  // On a phone the buttons are one scrolling line, kept at the top while the cards scroll under it:
  // the current choice (Payments by default, the fifth) is brought into it, so the board says what
  // it is sorted by.
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const chip = strip?.querySelector('[aria-pressed="true"]');
    if (strip && chip) revealSideways(strip, chip, STRIP_PADDING_PX);
  }, [active]);
  return (
    <div
      ref={stripRef}
      role="group"
      aria-label={t('sortLabel')}
      className="flex w-48 shrink-0 flex-col gap-1 lg:w-auto lg:flex-row lg:flex-wrap sm:sticky sm:top-0 sm:z-[2] sm:-mx-3 sm:flex-nowrap sm:overflow-x-auto sm:bg-basic-bg sm:px-3 sm:py-2"
    >
      {metrics.map((metric) => {
        const current = metric === active;
        return (
          <button
            key={metric}
            type="button"
            aria-disabled={current}
            aria-pressed={current}
            onClick={() => {
              if (!current) onChange(metric);
            }}
            // On a phone the buttons are one scrolling line, where Chromium leaves a chip reached by Tab half outside.
            onFocus={(event) => {
              const strip = event.currentTarget.parentElement;
              if (strip) revealSideways(strip, event.currentTarget, STRIP_PADDING_PX);
            }}
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
