import { POINT_TRANSACTION_PAGE_SIZE } from '@salespulse/contract/points';
import { useMemo, type ReactNode } from 'react';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { browserZone, settingZone } from '@/shared/lib/time-zone';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { useTransactions } from '../api/get-transactions';
import { HistoryCards } from './history-cards';
import { HistoryTable, type HistoryView } from './history-table';
import { EmptyNote, LoadError, SkeletonRows } from './section-states';

/** Times in the project's zone (where its days are counted), else the browser's. */
function useFormatTime() {
  const zone = settingZone(useProjectSettings()?.timezone) ?? browserZone();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    return (iso: string) => format.format(new Date(iso));
  }, [zone]);
}

type HistorySectionProps = {
  projectId: string;
  /** A representative's history is their own: no employee column, and the heading says so. */
  own: boolean;
  page: number;
  onPage: (page: number) => void;
};

export function HistorySection({ projectId, own, page, onPage }: HistorySectionProps) {
  const { t } = useTranslation('points');
  const transactions = useTransactions(projectId, page);
  const employees = useEveryEmployee(projectId);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const formatTime = useFormatTime();
  const names = useMemo(() => new Map((employees.data ?? []).map((employee) => [employee['@id'], employee.user.name])), [employees.data]);
  const total = transactions.data?.['hydra:totalItems'] ?? 0;
  const rows = transactions.data?.['hydra:member'];

  let body: ReactNode;
  if (transactions.error || employees.error) {
    body = (
      <LoadError
        message={t('history.error')}
        onRetry={() => {
          if (transactions.error) void transactions.refetch();
          if (employees.error) void employees.refetch();
        }}
      />
    );
  } else if (!rows || !employees.data) {
    body = <SkeletonRows rows={3} />;
  } else if (rows.length === 0) {
    body = <EmptyNote>{t('history.empty')}</EmptyNote>;
  } else {
    const view: HistoryView = {
      rows,
      showEmployee: !own,
      nameOf: (employee) => names.get(employee) ?? t('unknownEmployee'),
      formatTime,
    };
    body = (
      <div
        aria-busy={transactions.isFetching || undefined}
        className={transactions.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}
      >
        {small ? <HistoryCards {...view} /> : <HistoryTable {...view} />}
      </div>
    );
  }

  return (
    <SectionCard
      title={own ? t('history.ownTitle') : t('history.title')}
      description={transactions.data ? <span aria-live="polite">{t('history.total', { count: total })}</span> : undefined}
      className="overflow-hidden"
      flush
    >
      {body}
      <Pager page={page} pages={Math.ceil(total / POINT_TRANSACTION_PAGE_SIZE)} onPage={onPage} label={t('history.pagination')} />
    </SectionCard>
  );
}
