import { EMPLOYEE_PAGE_SIZE, SEARCH_INPUT_DEBOUNCE_MS } from '@salespulse/contract/constants';
import type { Employee } from '@salespulse/contract/employees';
import { hasPermission } from '@salespulse/contract/permissions';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { useCurrentUserId } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { Pager } from '@/shared/ui/pager';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import { useActiveOwnerCount, useEmployees } from '../api/get-employees';
import type { EmployeeAction } from './employee-actions-menu';
import { EmployeeConfirmDialog } from './employee-confirm-dialog';
import { EmployeeCards, EmployeeTable } from './employee-list';
import { SchedulesEditor } from './schedules-editor';

type OpenAction = { action: EmployeeAction; employee: Employee };

/**
 * Cards up to the spec's `md` breakpoint: the table's six columns need 56rem, and on a tablet
 * beside the sidebar its schedules and actions sat behind a sideways scroll, out of sight.
 */
const CARDS_QUERY = '(max-width: 1024px)';

export function EmployeesSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation('settings');
  const cards = useMediaQuery(CARDS_QUERY);
  const role = useSessionStore((state) => state.role);
  const currentUserId = useCurrentUserId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_INPUT_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ page: 1, search });
  // A new search starts from its first page.
  const page = pageState.search === search ? pageState.page : 1;
  const [open, setOpen] = useState<OpenAction | null>(null);
  const { data, error, isFetching } = useEmployees(projectId, { page, search });
  const activeOwners = useActiveOwnerCount(projectId).data;
  if (error) throw error;

  const total = data?.['hydra:totalItems'] ?? 0;
  const pages = Math.max(1, Math.ceil(total / EMPLOYEE_PAGE_SIZE));
  const listProps = {
    projectId,
    employees: data?.['hydra:member'] ?? [],
    canEditRoles: hasPermission(role, 'user.roleEdit'),
    currentUserId,
    activeOwners,
    onAction: (action: EmployeeAction, employee: Employee) => setOpen({ action, employee }),
  };
  const close = () => setOpen(null);

  return (
    <SectionCard
      title={t('employees.title')}
      description={data ? t('employees.total', { count: total }) : undefined}
      actions={
        <TextField
          type="search"
          label={t('employees.search')}
          placeholder={t('employees.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          className="w-72 sm:w-full"
        />
      }
      className="overflow-hidden"
      flush
    >
      {!data ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : listProps.employees.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-muted">{t('employees.empty')}</p>
      ) : (
        <div aria-busy={isFetching || undefined} className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
          {cards ? <EmployeeCards {...listProps} /> : <EmployeeTable {...listProps} />}
        </div>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => setPageState({ page: next, search })}
        label={t('employees.page', { page, pages })}
        className="border-t border-basic-border px-4 py-3"
      />
      {open?.action === 'schedule' ? <SchedulesEditor projectId={projectId} employee={open.employee} onClose={close} /> : null}
      {open && open.action !== 'schedule' ? (
        <EmployeeConfirmDialog projectId={projectId} action={open.action} employee={open.employee} onClose={close} />
      ) : null}
    </SectionCard>
  );
}
