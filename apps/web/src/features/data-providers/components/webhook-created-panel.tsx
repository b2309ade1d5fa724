import type { CreatedDataProvider } from '@salespulse/contract/data-providers';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { useCurrentUser } from '@/shared/session/use-current-user';
import { curlExample, exampleOwner } from '../lib/curl-example';
import { CopyField } from './copy-field';
import { WebhookEventGuide } from './webhook-event-guide';

type WebhookCreatedPanelProps = { provider: CreatedDataProvider; onAddAnother: () => void };

/** Shown right after a webhook provider is created: the only time its secret is readable. */
export function WebhookCreatedPanel({ provider, onAddAnother }: WebhookCreatedPanelProps) {
  const { t } = useTranslation('data-providers');
  const url = provider.webhookUrl ?? '';
  const { data: user } = useCurrentUser();
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the form whose button had focus: focus moves to it, not to the page's top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <SectionCard title={t('webhook.createdTitle', { name: provider.name })} description={t('webhook.createdText')} headingRef={heading}>
      <div className="flex flex-col gap-5">
        <div role="alert" className="flex items-start gap-3 rounded-md border border-status-warning/50 bg-status-warning-soft px-4 py-3">
          <svg className="mt-0.5 size-5 shrink-0 text-status-warning" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M12 3.5 2.5 20h19L12 3.5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v4.5M12 17.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <div className="text-sm">
            <p className="font-semibold text-txt">{t('webhook.secretWarning')}</p>
            <p className="mt-0.5 text-txt-secondary">{t('webhook.secretWarningText')}</p>
          </div>
        </div>
        <CopyField label={t('webhook.url')} value={url} />
        {provider.secret ? <CopyField label={t('webhook.secret')} value={provider.secret} /> : null}
        <div className="flex flex-col gap-1">
          <CopyField
            label={t('webhook.example')}
            value={curlExample(url, provider.createdAt, exampleOwner(user), provider.secret)}
            multiline
          />
          <p className="text-xs text-muted">{t('webhook.exampleText')}</p>
        </div>
        <WebhookEventGuide />
        <div className="flex flex-wrap gap-3 border-t border-basic-border pt-5">
          <Link to={paths.dataProviderEdit({ dataProviderId: provider.id })} className={`${buttonClassName()} xs:w-full`}>
            {t('webhook.openProvider')}
          </Link>
          <Button variant="secondary" onClick={onAddAnother} className="xs:w-full">
            {t('webhook.addAnother')}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
