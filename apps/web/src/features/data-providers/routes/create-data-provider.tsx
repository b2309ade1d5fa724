import type { CreatedDataProvider } from '@salespulse/contract/data-providers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { CreateProviderForm } from '../components/create-provider-form';
import { WebhookCreatedPanel } from '../components/webhook-created-panel';

export default function CreateDataProvider() {
  const { t } = useTranslation('data-providers');
  usePageTitle(useRouteTitle() ?? t('titles.create'));
  const navigate = useNavigate();
  const projectId = useSessionStore((state) => state.projectId);
  // The creation answer is the only copy of a webhook's secret: it lives in this page's state alone.
  const [webhook, setWebhook] = useState<CreatedDataProvider | null>(null);
  if (!projectId) return null;

  const onCreated = (provider: CreatedDataProvider) => {
    toast.success(t('create.created'));
    if (provider.type === 'webhook') setWebhook(provider);
    else void navigate(paths.dataProviderEdit({ dataProviderId: provider.id }), { replace: true });
  };

  return (
    <PageFrame
      title={t('create.title')}
      subtitle={webhook ? undefined : t('create.subtitle')}
      back={{ to: paths.dataProviders, label: t('create.back') }}
    >
      {webhook ? (
        <WebhookCreatedPanel provider={webhook} onAddAnother={() => setWebhook(null)} />
      ) : (
        <CreateProviderForm projectId={projectId} onCreated={onCreated} />
      )}
    </PageFrame>
  );
}
