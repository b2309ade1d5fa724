import type { PropertyFilter } from '@salespulse/contract/analytics';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FilterProperty } from '../api/get-filter-sources';
import { CheckList } from './check-list';
import { FilterPopover } from './filter-popover';

type PropertiesFilterProps = {
  properties: readonly FilterProperty[];
  selected: readonly PropertyFilter[];
  onChange: (propertyId: string, options: string[]) => void;
};

/** Custom CRM fields: each property lists its options; a deal must match every property chosen. */
export function PropertiesFilter({ properties, selected, onChange }: PropertiesFilterProps) {
  const { t } = useTranslation('analytics');
  const label = t('filters.properties');
  const chosen = selected.reduce((sum, filter) => sum + filter.options.length, 0);
  return (
    <FilterPopover label={label} summary={chosen ? t('filters.selected', { count: chosen }) : t('filters.all')} active={chosen > 0}>
      <div className="flex min-h-0 flex-col divide-y divide-basic-border overflow-y-auto">
        {properties.length === 0 ? <p className="px-4 py-6 text-center text-sm text-muted">{t('filters.noOptions')}</p> : null}
        {properties.map((property) => (
          <section
            key={property.id}
            aria-label={t('filters.propertyOptions', { name: property.name })}
            className="flex min-h-0 flex-col py-1"
          >
            <h3 className="px-4 pt-2 text-sm font-semibold text-txt">{property.name}</h3>
            <CheckList
              label={property.name}
              options={property.options.map((option) => ({ value: option, label: option }))}
              selected={selected.find((filter) => filter.propertyId === property.id)?.options ?? []}
              onChange={(options) => onChange(property.id, options)}
            />
          </section>
        ))}
      </div>
    </FilterPopover>
  );
}
