import { zodResolver } from '@hookform/resolvers/zod';
import { dataProviderCreateSchema, type DataProvider } from '@salespulse/contract/data-providers';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { TextField } from '@/shared/ui/text-field';
import { useUpdateDataProvider } from '../api/update-data-provider';

const renameSchema = z.pick(dataProviderCreateSchema, { name: true });
type RenameValues = z.input<typeof renameSchema>;
type RenameData = z.output<typeof renameSchema>;

export function RenameForm({ projectId, provider }: { projectId: string; provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  const update = useUpdateDataProvider(projectId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<RenameValues, unknown, RenameData>({ resolver: zodResolver(renameSchema), values: { name: provider.name } });

  const onSubmit = handleSubmit(({ name }) => {
    update.mutate(
      { id: provider.id, patch: { name } },
      {
        onSuccess: (saved) => {
          reset({ name: saved.name });
          toast.success(t('edit.saved'));
        },
        onError: (error) => reportViolations(error, { setError, fields: { name: 'name' }, genericMessage: t('errors.generic') }),
      },
    );
  });

  return (
    <SectionCard title={t('edit.details')} description={t('edit.detailsText')}>
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-[minmax(0,28rem)_auto] items-start gap-4 sm:grid-cols-1">
        <TextField label={t('edit.name')} autoComplete="off" maxLength={100} error={errors.name?.message} {...register('name')} />
        <Button type="submit" status={update.isPending ? 'pending' : 'idle'} disabled={!isDirty} className="mt-[1.625rem] sm:mt-0">
          {t('edit.save')}
        </Button>
      </form>
    </SectionCard>
  );
}
