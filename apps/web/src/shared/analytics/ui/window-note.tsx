import type { DateTimeRange } from '@salespulse/contract/analytics';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { formatCount } from '../format';
import { describeDays, describeHours, isWholeWeek } from '../time-window-text';

/** What a board counts that its window can leave out (the answer's `outsideWindow` key). */
export type OutsideKind = 'deals' | 'leads' | 'calls';

const outsideKey: Record<OutsideKind, string> = {
  deals: 'window.outsideDeals',
  leads: 'window.outsideLeads',
  calls: 'window.outsideCalls',
};

type WindowNoteProps = {
  /** The ranges the shown answer was counted in. */
  ranges: readonly DateTimeRange[];
  kind: OutsideKind;
  /** Records of the period and filters outside the ranges (the answer's `outsideWindow`). */
  outside: number;
  /** Sets the ranges to the whole day on every weekday. */
  onInclude: () => void;
};

/**
 * One quiet line over a board: the working time it counts and how many records fall outside it,
 * with the one click that includes them (issue #31, item 5). Nothing when every instant counts.
 */
export function WindowNote({ ranges, kind, outside, onInclude }: WindowNoteProps) {
  const { t } = useTranslation('analytics');
  if (ranges.length === 0 || ranges.some(isWholeWeek)) return null;
  const dayName = (day: number) => t(`weekdays.${day}`);
  const dates = (range: DateTimeRange) => (range.fromDate || range.toDate ? ` (${range.fromDate ?? '…'} – ${range.toDate ?? '…'})` : '');
  const window = ranges
    .map((range) => `${describeHours(range)}, ${describeDays(range.daysOfWeek, dayName)}${dates(range)}`)
    .join(t('window.rangesSeparator'));
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-txt-secondary" data-testid="window-note">
      <span className="min-w-0 break-words">
        {t('window.counting', { window })}
        {outside > 0 ? ` · ${t(outsideKey[kind], { count: outside, number: formatCount(outside) })}` : null}
      </span>
      {outside > 0 ? (
        <Button variant="ghost" className="-my-2 -ml-2 px-2!" onClick={onInclude} title={t('window.includeHint')}>
          {t('window.include')}
        </Button>
      ) : null}
    </p>
  );
}
