import type { Employee } from '@salespulse/contract/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { scheduleGroups } from '../lib/schedules';
import { isSoleOwner } from '../lib/sole-owner';
import { EmployeeActionsMenu, type EmployeeAction } from './employee-actions-menu';
import { EmployeeRoleSelect } from './employee-role-select';
import { EmployeeStatusBadge } from './employee-status-badge';

export type EmployeeListProps = {
  projectId: string;
  employees: Employee[];
  canEditRoles: boolean;
  currentUserId: string | null;
  /** How many active owners the project has; undefined while it loads. */
  activeOwners: number | undefined;
  onAction: (action: EmployeeAction, employee: Employee) => void;
};

function NameCell({ employee, isYou }: { employee: Employee; isYou: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="truncate font-medium text-txt">{employee.user.name}</span>
      {isYou ? <span className="shrink-0 rounded bg-accent-soft px-1.5 py-0.5 text-xs text-accent-text">{t('employees.you')}</span> : null}
    </span>
  );
}

function ScheduleText({ employee }: { employee: Employee }) {
  const { t } = useTranslation('settings');
  const groups = scheduleGroups(employee.schedules);
  if (groups.length === 0) return <span className="text-muted">{t('employees.noSchedule')}</span>;
  // One line per group of days, so a range never breaks in the middle of its hours.
  return (
    <span className="flex flex-col text-txt-secondary">
      {groups.map((group) => (
        <span key={group} className="whitespace-nowrap">
          {group}
        </span>
      ))}
    </span>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';

export function EmployeeTable({ projectId, employees, canEditRoles, currentUserId, activeOwners, onAction }: EmployeeListProps) {
  const { t } = useTranslation('settings');
  return (
    // `relative`: the actions column's hidden title (sr-only, absolutely placed) would otherwise be
    // placed against the page, past the scrolled table, and widen the whole page sideways.
    <div
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-ring"
      tabIndex={0}
      role="region"
      aria-label={t('employees.tableRegion')}
    >
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <thead className="border-b border-basic-border bg-basic-subtle/60">
          <tr>
            <th scope="col" className={th}>
              {t('employees.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('employees.columns.email')}
            </th>
            <th scope="col" className={th}>
              {t('employees.columns.role')}
            </th>
            <th scope="col" className={th}>
              {t('employees.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('employees.columns.schedule')}
            </th>
            <th scope="col" className={`${th} w-14`}>
              <span className="sr-only">{t('employees.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-basic-border">
          {employees.map((employee) => (
            <tr key={employee.id} className="hover:bg-basic-subtle/50">
              <td className="max-w-56 px-4 py-2.5">
                <NameCell employee={employee} isYou={employee.user.id === currentUserId} />
              </td>
              <td className="max-w-80 truncate px-4 py-2.5 text-txt-secondary" title={employee.user.email}>
                {employee.user.email}
              </td>
              <td className="px-4 py-2.5">
                <EmployeeRoleSelect
                  projectId={projectId}
                  employee={employee}
                  canEdit={canEditRoles}
                  soleOwner={isSoleOwner(employee, activeOwners)}
                />
              </td>
              <td className="px-4 py-2.5">
                <EmployeeStatusBadge status={employee.status} />
              </td>
              <td className="px-4 py-2.5">
                <ScheduleText employee={employee} />
              </td>
              <td className="px-2 py-2.5 text-right">
                <EmployeeActionsMenu employee={employee} onAction={onAction} soleOwner={isSoleOwner(employee, activeOwners)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per employee instead of a table too wide to read. */
export function EmployeeCards({ projectId, employees, canEditRoles, currentUserId, activeOwners, onAction }: EmployeeListProps) {
  return (
    <ul className="divide-y divide-basic-border">
      {employees.map((employee) => (
        <li key={employee.id} className="flex flex-col gap-2.5 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <NameCell employee={employee} isYou={employee.user.id === currentUserId} />
              <p className="truncate text-sm text-txt-secondary">{employee.user.email}</p>
            </div>
            <EmployeeActionsMenu employee={employee} onAction={onAction} soleOwner={isSoleOwner(employee, activeOwners)} />
          </div>
          <div className="flex items-center gap-3">
            <EmployeeRoleSelect
              projectId={projectId}
              employee={employee}
              canEdit={canEditRoles}
              soleOwner={isSoleOwner(employee, activeOwners)}
            />
            <EmployeeStatusBadge status={employee.status} />
          </div>
          <p className="text-sm">
            <ScheduleText employee={employee} />
          </p>
        </li>
      ))}
    </ul>
  );
}
