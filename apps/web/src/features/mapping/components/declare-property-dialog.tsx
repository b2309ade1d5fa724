import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRODUCT_NAME_MAX,
  PROPERTY_KEY_MAX,
  propertyFormSchema,
  propertyValueTypes,
  type PropertyForm,
} from '@salespulse/contract/catalogue';
import { iri } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { FormModal } from '@/shared/ui/form-modal';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useCreateProperty } from '../api/create-property';

const serverFields = { key: 'key', name: 'name', valueType: 'valueType' } as const;

type DeclarePropertyDialogProps = { projectId: string; provider: DataProvider; onClose: () => void };

/**
 * Declares a custom field before the provider sends it (POST /properties), so it is a filter from
 * the first deal on and can carry its own name and type; the key is the provider's field key.
 */
export function DeclarePropertyDialog({ projectId, provider, onClose }: DeclarePropertyDialogProps) {
  const { t } = useTranslation('mapping');
  const create = useCreateProperty(projectId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PropertyForm>({ resolver: zodResolver(propertyFormSchema), defaultValues: { key: '', name: '', valueType: 'string' } });

  const onSubmit = handleSubmit((values) => {
    create.mutate(
      {
        dataProvider: iri('data_providers', provider.id),
        key: values.key,
        name: values.name === '' ? undefined : values.name,
        valueType: values.valueType,
      },
      {
        onSuccess: (property) => {
          toast.success(t('properties.declared', { name: property.name }));
          onClose();
        },
        onError: (error) => reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
      },
    );
  });

  return (
    <FormModal
      onClose={onClose}
      busy={create.isPending}
      title={t('properties.declareTitle', { provider: provider.name })}
      description={t('properties.declareText')}
      width={480}
      submitLabel={t('properties.declareSubmit')}
      status={create.status}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('properties.keyLabel')}
        hint={t('properties.keyHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={PROPERTY_KEY_MAX}
        error={errors.key?.message}
        {...register('key')}
      />
      <TextField
        label={t('properties.nameLabel')}
        hint={t('properties.nameHint')}
        autoComplete="off"
        maxLength={PRODUCT_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField label={t('properties.typeLabel')} error={errors.valueType?.message} {...register('valueType')}>
        {propertyValueTypes.map((type) => (
          <option key={type} value={type}>
            {t(`properties.types.${type}`)}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
