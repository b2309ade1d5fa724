import type { DataProvider } from '@salespulse/contract/data-providers';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { beginOAuth, expectedOAuthState, OAUTH_CODE_KEY, OAUTH_STATE_KEY, readOAuthResult } from '@/shared/lib/oauth-handshake';
import { useAuthorizeDataProvider, useCompleteAuthorization } from '../api/authorize-data-provider';

const POPUP_FEATURES = 'popup,width=560,height=720';
/** The callback page writes the code just before it closes: a closed window gets a moment more. */
const CLOSED_GRACE_MS = 1500;
const CHECK_MS = 500;

/**
 * Connects a HubSpot provider: asks the server for HubSpot's consent page, shows it in a popup, and
 * when the OAuth callback page (in that popup) has stored the code for the expected state, sends it
 * to the server, which stores the tokens and starts the first sync.
 */
export function useHubSpotConnect(projectId: string, provider: DataProvider) {
  const { t } = useTranslation('data-providers');
  const authorize = useAuthorizeDataProvider();
  const complete = useCompleteAuthorization(projectId);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);
  // TanStack Query keeps `mutate` stable, so the polling effect does not restart on every render.
  const completeMutate = complete.mutate;

  useEffect(() => {
    if (!waiting) return;
    const expected = expectedOAuthState();
    let closedAt: number | null = null;
    const check = () => {
      const result = readOAuthResult();
      if (result && expected && result.state === expected) {
        setWaiting(false);
        localStorage.removeItem(OAUTH_CODE_KEY);
        localStorage.removeItem(OAUTH_STATE_KEY);
        completeMutate(
          { id: provider.id, body: result },
          {
            onSuccess: () => toast.success(t('hubspot.connected')),
            onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
          },
        );
        return;
      }
      if (popup.current?.closed) {
        closedAt ??= Date.now();
        if (Date.now() - closedAt >= CLOSED_GRACE_MS) {
          setWaiting(false);
          setProblem(t('hubspot.notFinished'));
        }
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === OAUTH_CODE_KEY) check();
    };
    window.addEventListener('storage', onStorage);
    const timer = window.setInterval(check, CHECK_MS);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, [waiting, provider.id, t, completeMutate]);

  const connect = () => {
    setProblem(null);
    // Opened within the click, before the server answers, so the browser does not block it.
    const opened = window.open('', 'salespulse-oauth', POPUP_FEATURES);
    popup.current = opened;
    authorize.mutate(provider.id, {
      onSuccess: ({ authorizationUri }) => {
        if (!opened) {
          setProblem(t('hubspot.popupBlocked'));
          return;
        }
        beginOAuth(new URL(authorizationUri).searchParams.get('state') ?? '');
        opened.location.href = authorizationUri;
        setWaiting(true);
      },
      onError: (error) => {
        opened?.close();
        setProblem(errorMessage(error, t('errors.generic')));
      },
    });
  };

  return { connect, waiting, pending: authorize.isPending || complete.isPending, problem };
}
