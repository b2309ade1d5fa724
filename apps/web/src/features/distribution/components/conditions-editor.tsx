import { propertyOperators } from '@salespulse/contract/distribution-values';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { FilterProperty } from '@/shared/analytics/api/get-filter-sources';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { IconClose } from '@/shared/ui/icons';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { takesList, type DistributionFormValues } from '../lib/distribution-form';

/** IRIs as the API gives them; the property list has bare ids. */
const propertyIri = (id: string) => `/api/properties/${id}`;

function ConditionRow({ index, properties, onRemove }: { index: number; properties: readonly FilterProperty[]; onRemove: () => void }) {
  const { t } = useTranslation('distribution');
  const {
    register,
    formState: { errors },
  } = useFormContext<DistributionFormValues>();
  const operator = useWatch<DistributionFormValues, `propertyConditions.${number}.operator`>({
    name: `propertyConditions.${index}.operator`,
  });
  const property = useWatch<DistributionFormValues, `propertyConditions.${number}.property`>({
    name: `propertyConditions.${index}.property`,
  });
  const rowErrors = errors.propertyConditions?.[index];
  const known = properties.some((p) => propertyIri(p.id) === property);
  const options = properties.find((p) => propertyIri(p.id) === property)?.options ?? [];
  const listId = `condition-${index}-options`;
  return (
    <li className="grid grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] items-start gap-3 sm:grid-cols-1 sm:rounded-md sm:border sm:border-basic-border sm:p-3">
      <SelectField label={t('form.property')} error={rowErrors?.property?.message} {...register(`propertyConditions.${index}.property`)}>
        <option value="">{t('form.chooseProperty')}</option>
        {property && !known ? <option value={property}>{property}</option> : null}
        {properties.map((p) => (
          <option key={p.id} value={propertyIri(p.id)}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('form.operator')} error={rowErrors?.operator?.message} {...register(`propertyConditions.${index}.operator`)}>
        {propertyOperators.map((op) => (
          <option key={op} value={op}>
            {t(`form.operators.${op}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.value')}
        hint={takesList(operator) ? t('form.valueListHint') : undefined}
        list={options.length ? listId : undefined}
        autoComplete="off"
        error={rowErrors?.value?.message}
        {...register(`propertyConditions.${index}.value`)}
      />
      {options.length ? (
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
      <Button
        variant="ghost"
        aria-label={t('form.removeCondition', { index: index + 1 })}
        onClick={onRemove}
        className="mt-6.5 px-3 sm:mt-0 sm:w-full"
      >
        <IconClose className="size-4" />
        <span className="hidden sm:inline">{t('form.removeCondition', { index: index + 1 })}</span>
      </Button>
    </li>
  );
}

export function ConditionsEditor({ properties }: { properties: readonly FilterProperty[] }) {
  const { t } = useTranslation('distribution');
  const { fields, append, remove } = useFieldArray<DistributionFormValues, 'propertyConditions'>({ name: 'propertyConditions' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-txt">{t('form.conditions')}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted">{t('form.noConditions')}</p> : null}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <ConditionRow key={field.id} index={index} properties={properties} onRemove={() => remove(index)} />
        ))}
      </ul>
      <div>
        <Button variant="secondary" onClick={() => append({ property: '', operator: 'eq', value: '' })} className="sm:w-full">
          {t('form.addCondition')}
        </Button>
      </div>
    </fieldset>
  );
}
