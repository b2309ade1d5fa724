import { useTranslation } from '@/shared/i18n/use-translation';
import type { Day, DayRange } from './calendar-days';
import type { CalendarMode } from './range-selection';
import { isSameRange, shortcutKeys, shortcutRange, singleDayShortcuts } from './shortcuts';

type ShortcutListProps = {
  mode: CalendarMode;
  value: DayRange;
  today: Day;
  min: Day;
  max: Day;
  onChoose: (range: DayRange) => void;
};

export function ShortcutList({ mode, value, today, min, max, onChoose }: ShortcutListProps) {
  const { t } = useTranslation('calendar');
  const keys = mode === 'single' ? singleDayShortcuts : shortcutKeys;
  return (
    <ul
      aria-label={t('shortcutsLabel')}
      className="flex w-36 flex-col gap-0.5 border-r border-basic-border pr-3 xs:w-full xs:flex-row xs:flex-wrap xs:border-r-0 xs:border-t xs:pt-3 xs:pr-0"
    >
      {keys.map((key) => {
        const range = shortcutRange(key, today);
        const active = isSameRange(range, value);
        // A period reaching past the bounds (a max before today) cannot be chosen.
        const outside = range.to > max || range.from < min;
        return (
          <li key={key}>
            <button
              type="button"
              aria-pressed={active}
              disabled={outside}
              onClick={() => onChoose(range)}
              className={[
                'w-full rounded-md px-2.5 py-1.5 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-45 xs:w-auto',
                active ? 'bg-accent-soft font-semibold text-accent-text' : 'text-txt-secondary hover:bg-basic-subtle hover:text-txt',
              ].join(' ')}
            >
              {t(`shortcuts.${key}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
