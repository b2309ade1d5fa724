import { zodResolver } from '@hookform/resolvers/zod';
import { GIFT_REQUEST_COMMENT_MAX, giftRequestCreateSchema, type GiftProduct } from '@salespulse/contract/gifts';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { FormModal } from '@/shared/ui/form-modal';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { useCreateGiftRequest } from '../api/create-gift-request';
import { usePoints } from '../lib/request-format';

const requestFormSchema = z.object({ comment: giftRequestCreateSchema.shape.comment });
type RequestFormValues = z.input<typeof requestFormSchema>;
type RequestFormData = z.output<typeof requestFormSchema>;

type RequestGiftDialogProps = { projectId: string; gift: GiftProduct; balance: number; onClose: () => void };

/** Confirms a request, with an optional comment for whoever hands the gift out. */
export function RequestGiftDialog({ projectId, gift, balance, onClose }: RequestGiftDialogProps) {
  const { t } = useTranslation('gift-requests');
  const points = usePoints();
  const create = useCreateGiftRequest(projectId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestFormValues, unknown, RequestFormData>({ resolver: zodResolver(requestFormSchema), defaultValues: { comment: '' } });

  const onSubmit = handleSubmit(({ comment }) =>
    create.mutate(
      { project: `/api/projects/${projectId}`, giftProduct: gift['@id'], ...(comment ? { comment } : {}) },
      {
        onSuccess: () => {
          toast.success(t('requestDialog.sent'));
          onClose();
        },
        // "Not enough points", "this gift is archived": said in a toast, the dialog stays.
        onError: (error) => reportViolations(error, { setError, fields: { comment: 'comment' }, genericMessage: t('errors.generic') }),
      },
    ),
  );

  return (
    <FormModal
      onClose={onClose}
      title={t('requestDialog.title', { name: gift.name })}
      description={t('requestDialog.description', { count: gift.price, formatted: formatCount(gift.price) })}
      submitLabel={t('requestDialog.send')}
      status={create.status}
      onSubmit={onSubmit}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-basic-subtle px-4 py-3 text-sm">
        <dt className="text-txt-secondary">{t('balance.label')}</dt>
        <dd className="text-right font-medium text-txt tabular-nums">{points(balance)}</dd>
        <dt className="text-txt-secondary">{gift.name}</dt>
        <dd className="text-right font-medium text-txt tabular-nums">−{points(gift.price)}</dd>
        <dt className="border-t border-basic-border pt-1 font-medium text-txt">{t('requestDialog.balanceAfter')}</dt>
        <dd className="border-t border-basic-border pt-1 text-right font-semibold text-txt tabular-nums">
          {points(Math.max(0, balance - gift.price))}
        </dd>
      </dl>
      <TextAreaField
        rows={4}
        label={t('requestDialog.comment')}
        hint={t('requestDialog.commentHint', { max: GIFT_REQUEST_COMMENT_MAX })}
        error={errors.comment?.message}
        maxLength={GIFT_REQUEST_COMMENT_MAX}
        {...register('comment')}
      />
    </FormModal>
  );
}
