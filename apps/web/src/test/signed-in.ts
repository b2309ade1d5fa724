import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';

/** Every test of the calling file runs signed in and leaves no session or mock behind. */
export function runSignedIn(): void {
  beforeEach(() => {
    useAuthStore.getState().setTokens({ token: 'token', refresh_token: 'refresh' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.getState().clear();
    useSessionStore.getState().reset();
  });
}
