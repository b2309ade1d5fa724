import type { DateRange } from '@salespulse/contract/analytics';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DatePicker } from '@/shared/ui/calendar/date-picker';
import type { Day } from '@/shared/ui/calendar/calendar-days';

type PeriodPickerProps = {
  value: DateRange;
  today: Day;
  onChange: (range: DateRange) => void;
  onClear: () => void;
};

/** The period, never past today in the project's time zone (spec §5), and the spec's "clear date". */
export function PeriodPicker({ value, today, onChange, onClear }: PeriodPickerProps) {
  const { t } = useTranslation('analytics');
  return (
    <div className="flex items-center gap-1 sm:w-full">
      <DatePicker
        mode="range"
        value={value}
        onChange={onChange}
        max={today}
        today={today}
        label={t('filters.period')}
        className="sm:flex-1"
      />
      <button
        type="button"
        onClick={onClear}
        title={t('filters.clearDateHint')}
        className="min-h-11 rounded-md px-3 text-sm font-semibold text-accent-text transition-colors hover:bg-accent-soft"
      >
        {t('filters.clearDate')}
      </button>
    </div>
  );
}
