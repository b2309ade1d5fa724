import { OAUTH_CALLBACK_COUNTDOWN_S } from '@salespulse/contract/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginOAuth, OAUTH_CODE_KEY, readOAuthResult } from '@/shared/lib/oauth-handshake';
import { renderRoutes } from '@/test/render-routes';
import OAuthCallback from './oauth-callback';

function renderCallback(search: string) {
  return renderRoutes(
    [{ path: '/data-providers/oauth/callback', handle: { titleKey: 'titles.oauthCallback' }, element: <OAuthCallback /> }],
    [`/data-providers/oauth/callback${search}`],
  );
}

/** One second at a time: each second's timer starts once React has drawn the previous one. */
function waitSeconds(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1000));
}

let close: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OAuth callback page', () => {
  it('confirms the connection when the returned state is the one stored, and hands the code over', () => {
    beginOAuth('s-123');
    renderCallback('?state=s-123&code=c-456');
    expect(screen.getByRole('heading', { name: 'Data provider connected successfully' })).toBeInTheDocument();
    expect(readOAuthResult()).toEqual({ state: 's-123', code: 'c-456' });
    expect(document.title).toBe('SalesPulse | Data provider');
  });

  it('warns when the returned state is not the stored one, and still stores the code for the opener to judge', () => {
    beginOAuth('s-123');
    renderCallback('?state=other&code=c-456');
    expect(
      screen.getByRole('heading', { name: 'The authorized provider does not match the one you are trying to connect' }),
    ).toBeInTheDocument();
    expect(readOAuthResult()).toEqual({ state: 'other', code: 'c-456' });
  });

  it('does not take a missing state for a match when no flow was started', () => {
    renderCallback('?code=c-456');
    expect(
      screen.getByRole('heading', { name: 'The authorized provider does not match the one you are trying to connect' }),
    ).toBeInTheDocument();
  });

  it('shows the provider’s error text and stores no code', () => {
    beginOAuth('s-123');
    renderCallback('?state=s-123&code=c-456&error=access_denied');
    expect(screen.getByRole('heading', { name: 'access_denied' })).toBeInTheDocument();
    expect(screen.queryByText('Data provider connected successfully')).not.toBeInTheDocument();
    expect(localStorage.getItem(OAUTH_CODE_KEY)).toBeNull();
  });

  it('counts down from the spec’s seconds, then closes the window', () => {
    beginOAuth('s-123');
    renderCallback('?state=s-123&code=c-456');
    const line = screen.getByRole('status');
    expect(line).toHaveTextContent(`This window closes in ${OAUTH_CALLBACK_COUNTDOWN_S} seconds`);

    waitSeconds(OAUTH_CALLBACK_COUNTDOWN_S - 1);
    expect(line).toHaveTextContent('This window closes in 1 second');
    expect(close).not.toHaveBeenCalled();

    waitSeconds(1);
    expect(close).toHaveBeenCalledTimes(1);
    // Browsers ignore close() for a window the user opened; the line then says so.
    expect(line).toHaveTextContent('You can close this window now');
  });

  it('closes at once on request', () => {
    renderCallback('?error=access_denied');
    act(() => screen.getByRole('button', { name: 'Close window' }).click());
    expect(close).toHaveBeenCalledTimes(1);
  });
});
