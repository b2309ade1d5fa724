import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import type { CsvPropertyDraft } from '../lib/csv-mapping';

type PropertiesProps = {
  headers: string[];
  properties: CsvPropertyDraft[];
  errors: Record<string, string>;
  onChange: (properties: CsvPropertyDraft[]) => void;
};

/** Deals: extra columns kept as custom properties, each under a name the user picks. */
export function CsvPropertiesFields({ headers, properties, errors, onChange }: PropertiesProps) {
  const { t } = useTranslation('data-providers');
  const update = (index: number, patch: Partial<CsvPropertyDraft>) =>
    onChange(properties.map((property, at) => (at === index ? { ...property, ...patch } : property)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-txt">{t('csvImport.properties')}</legend>
      <p className="-mt-1 text-sm text-txt-secondary">{t('csvImport.propertiesText')}</p>
      {properties.map((property, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 xs:grid-cols-1">
          <TextField
            label={t('csvImport.propertyName')}
            value={property.key}
            maxLength={200}
            error={errors[`properties.${index}`]}
            onChange={(event) => update(index, { key: event.target.value })}
          />
          <SelectField
            label={t('csvImport.propertyColumn')}
            value={property.column}
            onChange={(event) => update(index, { column: event.target.value })}
          >
            <option value="">{t('csvImport.chooseColumn')}</option>
            {headers.map((header) => (
              <option key={header} value={header}>
                {header}
              </option>
            ))}
          </SelectField>
          <Button
            variant="ghost"
            aria-label={t('csvImport.removeProperty', { number: index + 1 })}
            onClick={() => onChange(properties.filter((_, at) => at !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...properties, { key: '', column: '' }])}>
          {t('csvImport.addProperty')}
        </Button>
      </div>
    </fieldset>
  );
}

export function CsvAnsweredValuesField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('data-providers');
  return (
    <TextField
      label={t('csvImport.answeredValues')}
      hint={t('csvImport.answeredValuesHint')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
