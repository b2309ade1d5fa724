import { Link, useLocation } from 'react-router';
import { Trans } from '@/shared/i18n/trans';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { paths } from '@/shared/routes/paths';
import { AuthLayout } from '../components/auth-layout';

function sentTo(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('email' in state)) return undefined;
  return typeof state.email === 'string' && state.email ? state.email : undefined;
}

export default function EmailSent() {
  const { t } = useTranslation('auth');
  usePageTitle(t('emailSent.pageTitle'));
  const email = sentTo(useLocation().state) ?? t('emailSent.unknownEmail');

  return (
    <AuthLayout title={t('emailSent.title')}>
      <div className="flex flex-col gap-4 text-sm leading-6 text-txt-secondary">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M3.5 6.5L12 13l8.5-6.5" strokeLinejoin="round" />
          </svg>
        </span>
        {/* The address is the user's own input: React escapes it, and translate() never escapes, so it is not escaped twice. */}
        <p className="break-words text-txt">{t('emailSent.text', { email })}</p>
        <p>
          <Trans
            t={t}
            i18nKey="emailSent.retry"
            components={{
              retry: (
                <Link
                  to={paths.resetPassword}
                  className="rounded-sm font-medium text-accent-text underline underline-offset-4 hover:decoration-2"
                />
              ),
            }}
          />
        </p>
      </div>
    </AuthLayout>
  );
}
