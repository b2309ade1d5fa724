import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { EmployeesSection } from '../components/employees-section';
import { InviteForm } from '../components/invite-form';
import { PendingInvitations } from '../components/pending-invitations';

export default function Employees() {
  const { t } = useTranslation('settings');
  usePageTitle(useRouteTitle() ?? t('employees.title'));
  const projectId = useSessionStore((state) => state.projectId);
  if (!projectId) return null;
  return (
    <PageFrame title={t('employees.title')} subtitle={t('employees.subtitle')} wide>
      <EmployeesSection projectId={projectId} />
      <InviteForm projectId={projectId} />
      <PendingInvitations projectId={projectId} />
    </PageFrame>
  );
}
