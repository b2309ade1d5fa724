import { zodResolver } from '@hookform/resolvers/zod';
import { dataProviderCreateSchema, type CreatedDataProvider } from '@salespulse/contract/data-providers';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useCreateDataProvider } from '../api/create-data-provider';
import { TypePicker } from './type-picker';

// The project comes from the session, not from the form.
const createFormSchema = z.pick(dataProviderCreateSchema, { type: true, name: true });
type CreateFormValues = z.input<typeof createFormSchema>;
type CreateFormData = z.output<typeof createFormSchema>;

const serverFields = { name: 'name', type: 'type' } as const;

type CreateProviderFormProps = { projectId: string; onCreated: (provider: CreatedDataProvider) => void };

export function CreateProviderForm({ projectId, onCreated }: CreateProviderFormProps) {
  const { t } = useTranslation('data-providers');
  const create = useCreateDataProvider(projectId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CreateFormValues, unknown, CreateFormData>({
    resolver: zodResolver(createFormSchema),
    defaultValues: { type: 'webhook', name: '' },
  });

  const type = useWatch({ control, name: 'type' });

  const onSubmit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
    });
  });

  return (
    <div className="rounded-lg border border-basic-border bg-basic-surface px-6 py-6 shadow-card sm:px-4 sm:py-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <TypePicker field={register('type')} />
        {type === 'hubspot' ? <p className="-mt-3 text-sm text-txt-secondary">{t('hubspot.createHint')}</p> : null}
        <TextField
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          hint={t('create.nameHint')}
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          className="max-w-md"
          {...register('name')}
        />
        <div>
          <Button type="submit" status={create.isPending ? 'pending' : 'idle'} className="xs:w-full">
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
