import { zodResolver } from '@hookform/resolvers/zod';
import { GIFT_DESCRIPTION_MAX, GIFT_PRICE_MAX, type GiftProduct } from '@salespulse/contract/gifts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { AmountInput } from '@/shared/ui/amount-input';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { TextField } from '@/shared/ui/text-field';
import { useCreateGiftProduct, useUpdateGiftProduct } from '../api/save-gift-product';
import { giftFormDefaults, giftFormSchema, type GiftFormData, type GiftFormValues } from '../lib/gift-form';
import { GiftDescriptionField } from './gift-description-field';

const serverFields = { name: 'name', description: 'description', price: 'price' } as const;

/** Without a gift: a new one (POST). With one: its edit (PATCH). */
type GiftProductDialogProps = { projectId: string; gift: GiftProduct | null; onClose: () => void };

export function GiftProductDialog({ projectId, gift, onClose }: GiftProductDialogProps) {
  const { t } = useTranslation('gift-catalogue');
  const common = useTranslation().t;
  const formId = useId();
  const create = useCreateGiftProduct(projectId);
  const update = useUpdateGiftProduct(projectId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GiftFormValues, unknown, GiftFormData>({ resolver: zodResolver(giftFormSchema), defaultValues: giftFormDefaults(gift) });

  const onError = (error: unknown) => reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') });
  const onSubmit = handleSubmit(({ name, description = '', price }) => {
    const done = (message: string) => () => {
      toast.success(message);
      onClose();
    };
    if (gift) update.mutate({ id: gift.id, patch: { name, description, price } }, { onSuccess: done(t('catalogue.saved')), onError });
    else create.mutate({ project: `/api/projects/${projectId}`, name, description, price }, { onSuccess: done(t('catalogue.added')), onError });
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={gift ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} status={gift ? update.status : create.status}>
            {gift ? t('form.save') : t('form.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label={t('form.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <GiftDescriptionField
          label={t('form.description')}
          hint={t('form.descriptionHint', { max: formatCount(GIFT_DESCRIPTION_MAX) })}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <AmountInput
              label={t('form.price')}
              hint={t('form.priceHint', { max: formatCount(GIFT_PRICE_MAX) })}
              min={1}
              max={GIFT_PRICE_MAX}
              error={errors.price?.message}
              className="max-w-56 xs:max-w-none"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </form>
    </Modal>
  );
}
