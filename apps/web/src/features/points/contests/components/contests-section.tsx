import { hasPermission } from '@salespulse/contract/permissions';
import { POINT_CONTEST_PAGE_SIZE } from '@salespulse/contract/points';
import { useMemo, type ReactNode } from 'react';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useProjectCalendar } from '@/shared/analytics/use-project-calendar';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadError, SkeletonRows } from '../../components/section-states';
import { useContests, useHasAnyContest } from '../api/get-contests';
import type { ContestTab } from '../lib/contest-tabs';
import { useContestTab } from '../lib/use-contest-tab';
import { ContestCard, type ContestView } from './contest-card';
import { ContestDialog } from './contest-dialog';
import { ContestTabs } from './contest-tabs';

/** The contests of the points page: live standings while they run, the prizes once they are over. */
export function ContestsSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation('points');
  const canManage = hasPermission(
    useSessionStore((state) => state.role),
    'points.transactions',
  );
  const { tab, setTab, page, setPage } = useContestTab();
  const contests = useContests(projectId, tab, page);
  const employees = useEveryEmployee(projectId);
  const calendar = useProjectCalendar();
  const members = contests.data?.['hydra:member'];
  const total = contests.data?.['hydra:totalItems'] ?? 0;
  const anyContest = useHasAnyContest(projectId, tab === 'running' && members?.length === 0);

  const view = useMemo((): ContestView | undefined => {
    if (!calendar || !employees.data) return undefined;
    const names = new Map(employees.data.map((employee) => [employee['@id'], employee.user.name]));
    const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: calendar.zone });
    return {
      projectId,
      today: calendar.today,
      currency: calendar.currency,
      formatDate: (iso) => dates.format(new Date(iso)),
      nameOf: (employee) => names.get(employee) ?? t('unknownEmployee'),
      canManage,
    };
  }, [calendar, employees.data, projectId, canManage, t]);

  let body: ReactNode;
  if (contests.error || employees.error) {
    body = (
      <LoadError
        message={t('contests.error')}
        onRetry={() => {
          if (contests.error) void contests.refetch();
          if (employees.error) void employees.refetch();
        }}
      />
    );
  } else if (!members || !view || (members.length === 0 && tab === 'running' && anyContest.isPending)) {
    body = <SkeletonRows rows={3} />;
  } else if (members.length === 0) {
    body = <EmptyContests tab={tab} anyContest={anyContest.data === true} canManage={canManage} />;
  } else {
    body = (
      <ul
        aria-busy={contests.isFetching || undefined}
        className={['flex flex-col gap-4 p-6 sm:p-3', contests.isPlaceholderData ? 'opacity-70 transition-opacity' : ''].join(' ')}
      >
        {members.map((contest) => (
          <li key={contest.id}>
            <ContestCard contest={contest} view={view} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SectionCard
      title={t('contests.title')}
      description={t('contests.description')}
      actions={
        canManage && calendar ? (
          <ContestDialog
            projectId={projectId}
            today={calendar.today}
            trigger={<Button className="shrink-0">{t('contests.new')}</Button>}
            // A new contest is running or upcoming: show the tab it is on.
            onCreated={() => (tab === 'running' ? setPage(1) : setTab('running'))}
          />
        ) : undefined
      }
      className="overflow-hidden"
      flush
    >
      <ContestTabs value={tab} onChange={setTab}>
        {body}
        <Pager page={page} pages={Math.ceil(total / POINT_CONTEST_PAGE_SIZE)} onPage={setPage} label={t('contests.pagination')} />
      </ContestTabs>
    </SectionCard>
  );
}

function EmptyContests({ tab, anyContest, canManage }: { tab: ContestTab; anyContest: boolean; canManage: boolean }) {
  const { t } = useTranslation('points');
  if (tab === 'running' && !anyContest) {
    return (
      <div className="flex flex-col items-center gap-1 px-6 py-10 text-center">
        <p className="text-sm font-medium text-txt">{t('contests.empty')}</p>
        {canManage ? <p className="text-sm text-muted">{t('contests.emptyAdmin')}</p> : null}
      </div>
    );
  }
  const key = tab === 'running' ? 'emptyRunning' : tab === 'finished' ? 'emptyFinished' : 'emptyCanceled';
  return <p className="px-6 py-10 text-center text-sm text-muted">{t(`contests.${key}`)}</p>;
}
