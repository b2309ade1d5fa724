/*
 * How a data provider's OAuth popup reports back to the screen that opened it:
 * 1. The opener calls beginOAuth(state) before opening the provider's consent page in a popup; the
 *    expected state goes under OAUTH_STATE_KEY and any earlier result is dropped.
 * 2. The provider redirects the popup to /data-providers/oauth/callback?state=&code= (or ?error=).
 *    Without an error the callback page writes `{ state, code }` as JSON under OAUTH_CODE_KEY,
 *    whether or not the state matches: the opener checks it again before using the code.
 * 3. localStorage, not sessionStorage, because the opener gets a `storage` event for OAUTH_CODE_KEY
 *    and reads it with readOAuthResult(); the popup then closes itself.
 */
export const OAUTH_STATE_KEY = 'oauth-state';
export const OAUTH_CODE_KEY = 'oauth-code';

export type OAuthResult = { state: string; code: string };

export function beginOAuth(state: string): void {
  localStorage.removeItem(OAUTH_CODE_KEY);
  localStorage.setItem(OAUTH_STATE_KEY, state);
}

export function expectedOAuthState(): string | null {
  return localStorage.getItem(OAUTH_STATE_KEY);
}

export function saveOAuthResult(result: OAuthResult): void {
  localStorage.setItem(OAUTH_CODE_KEY, JSON.stringify(result));
}

/** The result the callback saved, or null when there is none or it is not ours (hand-edited, older format). */
export function readOAuthResult(): OAuthResult | null {
  const raw = localStorage.getItem(OAUTH_CODE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || !('state' in value) || !('code' in value)) return null;
    const { state, code } = value;
    return typeof state === 'string' && typeof code === 'string' ? { state, code } : null;
  } catch {
    return null;
  }
}
