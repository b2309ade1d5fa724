import { zodResolver } from '@hookform/resolvers/zod';
import { GIFT_DESCRIPTION_MAX, GIFT_PRICE_MAX, type GiftProduct } from '@salespulse/contract/gifts';
import { type FormEvent, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { formatCount } from '@/shared/analytics/format';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { AmountInput } from '@/shared/ui/amount-input';
import { FormModal } from '@/shared/ui/form-modal';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { TextField } from '@/shared/ui/text-field';
import { useCreateGiftProduct, useUpdateGiftProduct } from '../api/save-gift-product';
import { useUploadMediaObject } from '../api/upload-media-object';
import { giftFormDefaults, giftFormSchema, type GiftFormData, type GiftFormValues, type GiftPictureValue } from '../lib/gift-form';
import { GiftPictureField } from './gift-picture-field';

// `file` is the upload's field, `image` the gift's reference to it: both are the picture here.
const serverFields = { name: 'name', description: 'description', price: 'price', image: 'picture', file: 'picture' } as const;

/** Without a gift: a new one (POST). With one: its edit (PATCH). */
type GiftProductDialogProps = { projectId: string; gift: GiftProduct | null; onClose: () => void };

export function GiftProductDialog({ projectId, gift, onClose }: GiftProductDialogProps) {
  const { t } = useTranslation('gift-catalogue');
  const create = useCreateGiftProduct(projectId);
  const update = useUpdateGiftProduct(projectId);
  const upload = useUploadMediaObject(projectId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<GiftFormValues, unknown, GiftFormData>({ resolver: zodResolver(giftFormSchema), defaultValues: giftFormDefaults(gift) });

  const onError = (error: unknown) => {
    // Past the size the server answers 413 before reading the image: no violation to show, so say it here.
    if (error instanceof ApiError && error.status === 413)
      setError('picture', { type: 'server', message: t('form.pictureTooLarge') }, { shouldFocus: true });
    else reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') });
  };

  /** The picture's IRI for the gift, uploading a chosen file first; null: no picture. */
  const imageOf = async (picture: GiftPictureValue): Promise<string | null> => {
    if (picture?.kind !== 'chosen') return picture?.iri ?? null;
    // Uploaded already for a save the server then refused (a taken name, say): not sent twice.
    if (upload.isSuccess && upload.variables === picture.file) return upload.data['@id'];
    return (await upload.mutateAsync(picture.file))['@id'];
  };

  const onSubmit = handleSubmit(async ({ name, description = '', price, picture }) => {
    let image: string | null;
    try {
      image = await imageOf(picture);
    } catch (error) {
      onError(error);
      return;
    }
    const done = (message: string) => () => {
      toast.success(message);
      onClose();
    };
    if (gift) {
      const imageChanged = image !== (gift.image?.['@id'] ?? null);
      update.mutate(
        { id: gift.id, patch: { name, description, price, ...(imageChanged ? { image } : {}) } },
        { onSuccess: done(t('catalogue.saved')), onError },
      );
    } else {
      create.mutate(
        { project: `/api/projects/${projectId}`, name, description, price, ...(image ? { image } : {}) },
        { onSuccess: done(t('catalogue.added')), onError },
      );
    }
  });

  // A refused file leaves the field as it was: the first save after it stops to say so, the next
  // one goes on without the file (so a refusal never ends the gift's creation).
  const pictureRefused = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pictureRefused.current) {
      event.preventDefault();
      pictureRefused.current = false;
      setError(
        'picture',
        { type: 'client', message: t(gift ? 'form.pictureRefusedSave' : 'form.pictureRefusedAdd') },
        { shouldFocus: true },
      );
      return;
    }
    void onSubmit(event);
  };

  const saveStatus = gift ? update.status : create.status;
  const status = upload.isPending ? 'pending' : upload.isError && saveStatus === 'idle' ? 'error' : saveStatus;

  return (
    <FormModal
      onClose={onClose}
      title={gift ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.text')}
      submitLabel={gift ? t('form.save') : t('form.add')}
      status={status}
      onSubmit={submit}
    >
      <TextField label={t('form.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextAreaField
        rows={4}
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
      <Controller
        control={control}
        name="picture"
        render={({ field }) => (
          <GiftPictureField
            value={field.value}
            onChange={(value) => {
              pictureRefused.current = false;
              clearErrors('picture');
              // Not field.onChange: after a submit that revalidates the field, and the resolver's
              // answer (the picture has no rule) would wipe the refusal onReject sets right after.
              setValue('picture', value, { shouldDirty: true });
            }}
            onReject={(message) => {
              pictureRefused.current = true;
              setError('picture', { type: 'client', message });
            }}
            error={errors.picture?.message}
            ref={field.ref}
          />
        )}
      />
    </FormModal>
  );
}
