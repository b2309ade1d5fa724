import { GIFT_REQUEST_PAGE_SIZE, type GiftRequest } from '@salespulse/contract/gifts';
import { useState } from 'react';
import { toast } from 'react-toastify';
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

/** Everybody's pending requests, for the roles that hand gifts out (gifts.responsible). */
export function RequestsToHandle({ projectId }: { projectId: string }) {
  const { t } = useTranslation('gift-requests');
  const [page, setPage] = useState(1);
  const query = useGiftRequests(projectId, { statuses: ['pending'], page });
  const approve = useUpdateGiftRequest(projectId);
  const decline = useUpdateGiftRequest(projectId);
  const [declining, setDeclining] = useState<GiftRequest | null>(null);
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const pages = Math.ceil(total / GIFT_REQUEST_PAGE_SIZE);
  usePageWithin(page, pages, setPage, query.isSuccess && !query.isPlaceholderData);
  if (query.error) throw query.error;

  const fail = (error: unknown) => void toastError(errorMessage(error, t('errors.generic')));
  const onApprove = (request: GiftRequest) =>
    approve.mutate({ id: request.id, status: 'approved' }, { onSuccess: () => void toast.success(t('toHandle.approved')), onError: fail });
  const onDecline = () => {
    if (!declining) return;
    decline.mutate(
      { id: declining.id, status: 'declined' },
      {
        onSuccess: () => void toast.success(t('toHandle.declined')),
        onError: fail,
        // Refused or not, the list is fresh again: nothing left to confirm.
        onSettled: () => setDeclining(null),
      },
    );
  };

  const rows = query.data?.['hydra:member'];
  return (
    <SectionCard
      title={t('toHandle.title')}
      description={query.data ? <span aria-live="polite">{t('toHandle.total', { count: total })}</span> : undefined}
      className="overflow-hidden"
      flush
    >
      {!rows ? (
        <ListLoading />
      ) : rows.length === 0 ? (
        <ListEmpty>{t('toHandle.empty')}</ListEmpty>
      ) : (
        <ul aria-label={t('toHandle.title')} aria-busy={query.isFetching || undefined} className="divide-y divide-basic-border">
          {rows.map((request) => {
            const names = { gift: request.giftProduct.name, name: request.employee.name };
            return (
              <PendingRequestRow
                key={request.id}
                request={request}
                showEmployee
                actions={
                  <>
                    <Button variant="secondary" aria-label={t('toHandle.declineOf', names)} onClick={() => setDeclining(request)}>
                      {t('toHandle.decline')}
                    </Button>
                    <Button
                      aria-label={t('toHandle.approveOf', names)}
                      status={approve.variables?.id === request.id ? approve.status : 'idle'}
                      onClick={() => onApprove(request)}
                    >
                      {t('toHandle.approve')}
                    </Button>
                  </>
                }
              />
            );
          })}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} label={t('toHandle.pagination')} />
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => (open ? undefined : setDeclining(null))}
        title={t('toHandle.declineTitle', { gift: declining?.giftProduct.name ?? '' })}
        description={t('toHandle.declineText', { name: declining?.employee.name ?? '' })}
        confirmLabel={t('toHandle.decline')}
        onConfirm={onDecline}
        status={decline.isPending ? 'pending' : 'idle'}
      />
    </SectionCard>
  );
}
