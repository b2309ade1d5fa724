import type { DateTimeRange } from '@salespulse/contract/analytics';
import { useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { defaultRange, type FilterDefaults } from '../filter-defaults';
import { type FilterAction, type FilterState, type FilterStore, filterReducer } from '../filter-state';
import { rangeToken } from '../filter-url';
import { describeDays, describeHours } from '../time-window-text';
import { FilterPopover } from './filter-popover';
import { TimeWindowRow, windowError } from './time-window-row';

type TimeWindowsEditorProps = {
  filters: FilterState;
  defaults: FilterDefaults;
  dispatch: (action: FilterAction) => void;
};

function summaryOf(
  ranges: DateTimeRange[],
  exclusions: DateTimeRange[],
  t: (key: string, values?: Record<string, number>) => string,
  dayName: (day: number) => string,
) {
  const only = ranges.length === 1 ? ranges[0]! : undefined;
  const window = only
    ? `${describeDays(only.daysOfWeek, dayName)} ${describeHours(only)}`
    : ranges.length === 0
      ? t('time.summaryAnyTime')
      : t('time.summaryRanges', { count: ranges.length });
  return exclusions.length ? `${window}, ${t('time.summaryExclusions', { count: exclusions.length })}` : window;
}

/**
 * Counted time and exclusions, edited on a draft and applied at once, so the report is not
 * refetched on every keystroke and never with a half-typed window.
 */
export function TimeWindowsEditor({ filters, defaults, dispatch }: TimeWindowsEditorProps) {
  const { t } = useTranslation('analytics');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterStore>({ filters, changes: 0 });
  const edit = (action: FilterAction) => setDraft((current) => filterReducer(current, action, defaults));
  // A removed window's button goes with it: focus moves to the section's add button.
  const addRangeButton = useRef<HTMLButtonElement>(null);
  const addExclusionButton = useRef<HTMLButtonElement>(null);
  const { dateTimeRanges: ranges, dateTimeRangeExclusions: exclusions } = draft.filters;
  const invalid = [...ranges, ...exclusions].some((range) => windowError(range) !== undefined);
  const isDefault =
    filters.dateTimeRanges.length === 1 &&
    rangeToken(filters.dateTimeRanges[0]!) === rangeToken(defaultRange(defaults)) &&
    filters.dateTimeRangeExclusions.length === 0;

  const onOpenChange = (next: boolean) => {
    // Each opening starts from what is applied; closing without Apply drops the draft.
    if (next) setDraft({ filters, changes: 0 });
    setOpen(next);
  };
  const apply = () => {
    dispatch({ type: 'setTimeWindows', ranges, exclusions });
    setOpen(false);
  };

  return (
    <FilterPopover
      label={t('time.label')}
      summary={summaryOf(filters.dateTimeRanges, filters.dateTimeRangeExclusions, t, (day) => t(`weekdays.${day}`))}
      active={!isDefault}
      open={open}
      onOpenChange={onOpenChange}
      wide
    >
      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto p-4">
        <section className="flex flex-col gap-2" aria-label={t('time.ranges')}>
          <h3 className="text-sm font-semibold">{t('time.ranges')}</h3>
          <p className="text-xs text-muted">{ranges.length ? t('time.rangesHint') : t('time.noRanges')}</p>
          {ranges.map((range, index) => (
            <TimeWindowRow
              key={index}
              range={range}
              name={t('time.rangeLabel', { number: index + 1 })}
              removeLabel={t('time.removeRange', { number: index + 1 })}
              maxDay={defaults.today}
              onChange={(next) => edit({ type: 'updateRange', index, range: next })}
              onRemove={() => {
                addRangeButton.current?.focus();
                edit({ type: 'removeRange', index });
              }}
            />
          ))}
          <Button ref={addRangeButton} type="button" variant="ghost" className="self-start" onClick={() => edit({ type: 'addRange' })}>
            {t('time.addRange')}
          </Button>
        </section>
        <section className="flex flex-col gap-2" aria-label={t('time.exclusions')}>
          <h3 className="text-sm font-semibold">{t('time.exclusions')}</h3>
          <p className="text-xs text-muted">{exclusions.length ? t('time.exclusionsHint') : t('time.noExclusions')}</p>
          {exclusions.map((range, index) => (
            <TimeWindowRow
              key={index}
              range={range}
              name={t('time.exclusionLabel', { number: index + 1 })}
              removeLabel={t('time.removeExclusion', { number: index + 1 })}
              maxDay={defaults.today}
              onChange={(next) => edit({ type: 'updateExclusion', index, range: next })}
              onRemove={() => {
                addExclusionButton.current?.focus();
                edit({ type: 'removeExclusion', index });
              }}
            />
          ))}
          <div className="flex flex-wrap gap-2">
            <Button ref={addExclusionButton} type="button" variant="ghost" onClick={() => edit({ type: 'addExclusion' })}>
              {t('time.addExclusion')}
            </Button>
            {exclusions.length ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  addExclusionButton.current?.focus();
                  edit({ type: 'clearExclusions' });
                }}
              >
                {t('time.clearExclusions')}
              </Button>
            ) : null}
          </div>
        </section>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-basic-border p-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => edit({ type: 'setTimeWindows', ranges: [defaultRange(defaults)], exclusions: [] })}
        >
          {t('time.reset')}
        </Button>
        <Button type="button" disabled={invalid} onClick={apply}>
          {t('time.apply')}
        </Button>
      </div>
    </FilterPopover>
  );
}
