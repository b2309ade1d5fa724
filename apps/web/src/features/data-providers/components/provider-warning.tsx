import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The last failure of the provider, as long as the server keeps it (a success clears it). */
export function ProviderWarning({ provider }: { provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  if (!provider.lastError) return null;
  return (
    <div className="flex items-start gap-2 rounded-md border border-status-warning/40 bg-status-warning-soft px-3 py-2.5 text-sm text-txt">
      <svg className="mt-0.5 size-4 shrink-0 text-status-warning" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M12 3.5 2.5 20h19L12 3.5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v4.5M12 17.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="min-w-0 break-words">
        <span className="font-semibold">{t('list.lastError')}:</span> {provider.lastError}
      </p>
    </div>
  );
}
