import { OAUTH_CALLBACK_COUNTDOWN_S } from '@salespulse/contract/constants';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { expectedOAuthState, saveOAuthResult } from '@/shared/lib/oauth-handshake';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { Button } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';
import { IconCheck, IconClose } from '@/shared/ui/icons';

type Outcome = 'connected' | 'stateMismatch' | 'error';

const badges: Record<Outcome, string> = {
  connected: 'bg-status-success-soft text-status-success-text',
  stateMismatch: 'bg-special-soft text-special-text',
  error: 'bg-error-soft text-error-text',
};

function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return (
    <span className={`grid size-14 place-items-center rounded-full ${badges[outcome]}`}>
      {outcome === 'connected' ? (
        <IconCheck className="size-7" />
      ) : outcome === 'error' ? (
        <IconClose className="size-7" />
      ) : (
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 4 2.8 19.5h18.4zM12 10v4.5M12 17.2v.1" />
        </svg>
      )}
    </span>
  );
}

/** Seconds left before the popup closes itself. */
function useCloseCountdown(): number {
  const [left, setLeft] = useState(OAUTH_CALLBACK_COUNTDOWN_S);
  useEffect(() => {
    // A window the user opened by hand ignores close(); the line then invites them to close it.
    if (left <= 0) {
      window.close();
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
}

export default function OAuthCallback() {
  const { t } = useTranslation('data-providers');
  usePageTitle(useRouteTitle());
  const [params] = useSearchParams();
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  // Read once: the opener may start another flow while this window counts down.
  const [expected] = useState(expectedOAuthState);
  const outcome: Outcome = error ? 'error' : state && state === expected ? 'connected' : 'stateMismatch';
  const left = useCloseCountdown();

  useEffect(() => {
    if (!error && code) saveOAuthResult({ state: state ?? '', code });
  }, [error, state, code]);

  return (
    <CenteredCard
      title={<span className="break-words">{error || t(`oauthCallback.${outcome}`)}</span>}
      media={<OutcomeBadge outcome={outcome} />}
      align="center"
    >
      <p role="status" aria-live="polite" aria-atomic="true" className="text-sm text-txt-secondary tabular-nums">
        {left > 0 ? t('oauthCallback.closesIn', { count: left }) : t('oauthCallback.closeManually')}
      </p>
      <Button variant="secondary" fullWidth className="mt-5" onClick={() => window.close()}>
        {t('oauthCallback.closeNow')}
      </Button>
    </CenteredCard>
  );
}
