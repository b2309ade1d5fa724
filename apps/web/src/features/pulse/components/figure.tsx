import { useTranslation } from '@/shared/i18n/use-translation';
import { FitText } from '@/shared/ui/fit-text';
import { formatFigure } from '../lib/format';
import type { MetricKey } from '../lib/metrics';

type FigureProps = {
  metric: MetricKey;
  value: number | null;
  currency: string;
  compact?: boolean;
  /** The figure has no source (point balances that could not be loaded). */
  unavailable?: boolean;
  /** Hour cells: a quiet hour stays blank, so the busy ones stand out. */
  blankZero?: boolean;
  /** Wall screens: never cut; the short form (73K) or smaller type when the cell is too narrow. */
  fit?: boolean;
};

/** A formatted figure, a placeholder while its answer is on the way, or a dash when there is none. */
export function Figure({ metric, value, currency, compact = false, unavailable = false, blankZero = false, fit = false }: FigureProps) {
  const { t } = useTranslation('pulse');
  if (unavailable) {
    return (
      <span className="text-muted" title={t('unavailable')}>
        —<span className="sr-only">{t('unavailable')}</span>
      </span>
    );
  }
  if (value === null) {
    return (
      <span className="inline-block h-3 w-8 animate-pulse rounded-sm bg-basic-subtle align-middle">
        <span className="sr-only">{t('notLoaded')}</span>
      </span>
    );
  }
  if (blankZero && value === 0) return <span className="sr-only">0</span>;
  const text = formatFigure(metric, value, currency, compact);
  return (
    <span className={value === 0 ? 'text-muted' : undefined}>
      {fit ? <FitText text={text} short={compact ? undefined : formatFigure(metric, value, currency, true)} /> : text}
    </span>
  );
}

/** Background of an hour cell: the busier the hour compared with the busiest one, the stronger. */
export function heatStyle(value: number, max: number) {
  if (value <= 0 || max <= 0) return undefined;
  // Capped so text keeps its contrast on the tint in both themes.
  const strength = Math.round(6 + 30 * Math.min(1, value / max));
  return { backgroundColor: `color-mix(in oklab, var(--accent) ${strength}%, transparent)` };
}
