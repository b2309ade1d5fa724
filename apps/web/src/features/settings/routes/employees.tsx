import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { EmployeesSection } from '../components/employees-section';
import { InviteForm } from '../components/invite-form';
import { PendingInvitations } from '../components/pending-invitations';
import { SettingsPage } from '../components/settings-page';

export default function Employees() {
  const { t } = useTranslation('settings');
  usePageTitle(useRouteTitle() ?? t('employees.title'));
  const projectId = useSessionStore((state) => state.projectId);
  if (!projectId) return null;
  return (
    <SettingsPage title={t('employees.title')} subtitle={t('employees.subtitle')} wide>
      <EmployeesSection projectId={projectId} />
      <InviteForm projectId={projectId} />
      <PendingInvitations projectId={projectId} />
    </SettingsPage>
  );
}
