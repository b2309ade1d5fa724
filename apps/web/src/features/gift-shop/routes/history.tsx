import { GIFT_HISTORY_PAGE_SIZE } from '@salespulse/contract/constants';
import { hasPermission } from '@salespulse/contract/permissions';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { useGiftRequests } from '../api/get-gift-requests';
import { HistoryCards } from '../components/history-cards';
import { HistoryStatusFilter } from '../components/history-status-filter';
import { HistoryTable } from '../components/history-table';
import { ListEmpty, ListLoading } from '../components/request-list-states';
import { historyFromSearch, historySearch, statusesOf } from '../lib/history-search';

/** Decided requests: everybody's for gifts.responsible roles, one's own for the others (the server decides). */
function HistorySection({ projectId, own }: { projectId: string; own: boolean }) {
  const { t } = useTranslation('gift-requests');
  const [params, setParams] = useSearchParams();
  const { filter, page } = historyFromSearch(params);
  const query = useGiftRequests(projectId, { statuses: statusesOf(filter), page, itemsPerPage: GIFT_HISTORY_PAGE_SIZE });
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  if (query.error) throw query.error;
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const rows = query.data?.['hydra:member'];

  let body: ReactNode;
  if (!rows) body = <ListLoading />;
  else if (rows.length === 0) body = <ListEmpty>{filter === 'all' ? t('history.empty') : t('history.noMatch')}</ListEmpty>;
  else {
    const view = { rows, showEmployee: !own };
    body = (
      <div aria-busy={query.isFetching || undefined} className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
        {small ? <HistoryCards {...view} /> : <HistoryTable {...view} />}
      </div>
    );
  }

  return (
    <SectionCard
      title={own ? t('history.ownTitle') : t('history.title')}
      description={query.data ? <span aria-live="polite">{t('history.total', { count: total })}</span> : t('history.description')}
      className="overflow-hidden"
      flush
    >
      {/* A filter replaces the history entry; pages are entries of their own, so Back returns to the last. */}
      <HistoryStatusFilter
        value={filter}
        onChange={(next) => setParams((current) => historySearch(current, { filter: next }), { replace: true })}
      />
      {body}
      <Pager
        page={page}
        pages={Math.ceil(total / GIFT_HISTORY_PAGE_SIZE)}
        onPage={(next) => setParams((current) => historySearch(current, { page: next }))}
        label={t('history.pagination')}
      />
    </SectionCard>
  );
}

export default function GiftHistory() {
  usePageTitle(useRouteTitle());
  const projectId = useSessionStore((state) => state.projectId);
  const own = !hasPermission(
    useSessionStore((state) => state.role),
    'gifts.responsible',
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col px-8 py-6 sm:px-3 sm:py-4">
      {projectId ? <HistorySection projectId={projectId} own={own} /> : null}
    </div>
  );
}
