import { useTranslation } from '@/shared/i18n/use-translation';
import { type CheckOption, CheckList } from './check-list';
import { FilterPopover } from './filter-popover';

type MultiSelectFilterProps = {
  label: string;
  options: readonly CheckOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/** "Employees: All" until something is chosen; the popup lists the options to tick. */
export function MultiSelectFilter({ label, options, selected, onChange }: MultiSelectFilterProps) {
  const { t } = useTranslation('analytics');
  const summary =
    selected.length === 0
      ? t('filters.all')
      : selected.length === 1
        ? (options.find((option) => option.value === selected[0])?.label ?? t('filters.selected', { count: 1 }))
        : t('filters.selected', { count: selected.length });
  return (
    <FilterPopover label={label} summary={summary} active={selected.length > 0}>
      <CheckList label={label} options={options} selected={selected} onChange={onChange} />
    </FilterPopover>
  );
}
