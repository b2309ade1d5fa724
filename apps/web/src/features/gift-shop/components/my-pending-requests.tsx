import { GIFT_REQUEST_PAGE_SIZE, type GiftRequest } from '@salespulse/contract/gifts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { useGiftRequests } from '../api/get-gift-requests';
import { useUpdateGiftRequest } from '../api/update-gift-request';
import { usePageWithin } from '../lib/use-page-within';
import { PendingRequestRow } from './pending-request-row';
import { ListEmpty, ListLoading } from './request-list-states';

type MyPendingRequestsProps = {
  projectId: string;
  /** The caller's employee IRI; undefined while it loads, null when they have no employee record. */
  employee: string | null | undefined;
};

/** The caller's own requests still waiting for a decision, each of which they may take back. */
export function MyPendingRequests({ projectId, employee }: MyPendingRequestsProps) {
  const { t } = useTranslation('gift-requests');
  const [page, setPage] = useState(1);
  const query = useGiftRequests(projectId, { statuses: ['pending'], employee: employee ?? undefined, page }, typeof employee === 'string');
  const cancel = useUpdateGiftRequest(projectId);
  const [canceling, setCanceling] = useState<GiftRequest | null>(null);
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const pages = Math.ceil(total / GIFT_REQUEST_PAGE_SIZE);
  usePageWithin(page, pages, setPage, query.isSuccess && !query.isPlaceholderData);
  if (query.error) throw query.error;

  const onCancel = () => {
    if (!canceling) return;
    cancel.mutate(
      { id: canceling.id, status: 'canceled' },
      {
        onSuccess: () => void toast.success(t('mine.canceled')),
        onError: (error) => void toastError(errorMessage(error, t('errors.generic'))),
        onSettled: () => setCanceling(null),
      },
    );
  };

  const rows = query.data?.['hydra:member'];
  return (
    <SectionCard title={t('mine.title')} description={t('mine.description')} className="overflow-hidden" flush>
      {employee === null ? (
        <ListEmpty>{t('mine.empty')}</ListEmpty>
      ) : !rows ? (
        <ListLoading />
      ) : rows.length === 0 ? (
        <ListEmpty>{t('mine.empty')}</ListEmpty>
      ) : (
        <ul aria-label={t('mine.title')} aria-busy={query.isFetching || undefined} className="divide-y divide-basic-border">
          {rows.map((request) => (
            <PendingRequestRow
              key={request.id}
              request={request}
              showEmployee={false}
              actions={
                <Button
                  variant="secondary"
                  aria-label={t('mine.cancelOf', { name: request.giftProduct.name })}
                  onClick={() => setCanceling(request)}
                >
                  {t('mine.cancel')}
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} label={t('mine.title')} />
      <ConfirmDialog
        open={canceling !== null}
        onOpenChange={(open) => (open ? undefined : setCanceling(null))}
        title={t('mine.confirmTitle', { name: canceling?.giftProduct.name ?? '' })}
        description={t('mine.confirmText', { count: canceling?.price ?? 0, formatted: formatCount(canceling?.price ?? 0) })}
        confirmLabel={t('mine.confirm')}
        cancelLabel={t('mine.keep')}
        onConfirm={onCancel}
        status={cancel.isPending ? 'pending' : 'idle'}
      />
    </SectionCard>
  );
}
