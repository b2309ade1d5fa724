import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_NAME_MAX, PRODUCT_SKU_MAX, type Product } from '@salespulse/contract/catalogue';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { FormModal } from '@/shared/ui/form-modal';
import { TextField } from '@/shared/ui/text-field';
import { useUpdateProduct } from '../api/update-product';

const editSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required field'), z.maxLength(PRODUCT_NAME_MAX)),
  sku: z.string().check(z.trim(), z.maxLength(PRODUCT_SKU_MAX)),
});
type EditValues = z.input<typeof editSchema>;
type EditData = z.output<typeof editSchema>;

type EditProductDialogProps = { projectId: string; product: Product; onClose: () => void };

export function EditProductDialog({ projectId, product, onClose }: EditProductDialogProps) {
  const { t } = useTranslation('products');
  const update = useUpdateProduct(projectId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditValues, unknown, EditData>({
    resolver: zodResolver(editSchema),
    defaultValues: { name: product.name, sku: product.sku ?? '' },
  });

  const onSubmit = handleSubmit(({ name, sku }) =>
    update.mutate(
      { id: product.id, patch: { name, sku: sku || null } },
      {
        onSuccess: () => {
          toast.success(t('edit.saved'));
          onClose();
        },
        onError: (error) =>
          reportViolations(error, { setError, fields: { name: 'name', sku: 'sku' }, genericMessage: t('errors.generic') }),
      },
    ),
  );

  return (
    <FormModal
      onClose={onClose}
      title={t('edit.title')}
      description={t('edit.description', { key: product.externalKey })}
      submitLabel={t('edit.save')}
      status={update.status}
      onSubmit={onSubmit}
    >
      <TextField label={t('edit.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField label={t('edit.sku')} hint={t('edit.skuHint')} autoComplete="off" error={errors.sku?.message} {...register('sku')} />
    </FormModal>
  );
}
