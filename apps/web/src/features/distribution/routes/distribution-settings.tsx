import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { PageLoader } from '@/shared/ui/spinner';
import { useDistributionSettings } from '../api/distribution-settings';
import { DistributionSettingsForm } from '../components/settings-form';

function SettingsContent({ projectId }: { projectId: string }) {
  const { data, error } = useDistributionSettings(projectId);
  if (error) throw error;
  if (!data) return <PageLoader />;
  return <DistributionSettingsForm projectId={projectId} settings={data} />;
}

export default function DistributionSettingsScreen() {
  const { t } = useTranslation('distribution');
  usePageTitle(useRouteTitle() ?? t('settings.title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('settings.title')} subtitle={t('settings.subtitle')}>
      {projectId ? <SettingsContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
