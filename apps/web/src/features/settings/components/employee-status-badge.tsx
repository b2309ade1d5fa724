import type { EmployeeStatus } from '@salespulse/contract/employees';
import { useTranslation } from '@/shared/i18n/use-translation';

const dot: Record<EmployeeStatus, string> = { active: 'bg-status-success', inactive: 'bg-muted' };

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation('settings');
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-basic-border bg-basic-subtle px-2.5 py-0.5 text-xs font-medium text-txt-secondary">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot[status]}`} />
      {t(`status.${status}`)}
    </span>
  );
}
