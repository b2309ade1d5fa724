import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import { useCurrentUser } from '@/shared/session/use-current-user';
import { curlExample, exampleOwner } from '../lib/curl-example';
import { CopyField } from './copy-field';
import { WebhookEventGuide } from './webhook-event-guide';

/** Where the webhook receives events; the secret is never readable again after creation. */
export function WebhookSection({ provider }: { provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  const url = provider.webhookUrl ?? '';
  const { data: user } = useCurrentUser();
  return (
    <SectionCard title={t('webhook.sectionTitle')} description={t('webhook.sectionText')}>
      <div className="flex flex-col gap-5">
        <CopyField label={t('webhook.url')} value={url} />
        <div className="flex flex-col gap-1">
          <CopyField label={t('webhook.example')} value={curlExample(url, provider.createdAt, exampleOwner(user))} multiline />
          <p className="text-xs text-muted">{t('webhook.exampleWithoutSecret')}</p>
        </div>
        <WebhookEventGuide />
      </div>
    </SectionCard>
  );
}
