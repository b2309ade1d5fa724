import { accessTokenClaimsSchema, type AccessTokenClaims, type TokenPair } from '@salespulse/contract/auth';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type AuthState = {
  token: string | null;
  refreshToken: string | null;
  /**
   * When the access token ends on this browser's clock (ms): its lifetime (`exp - iat`) counted
   * from its arrival, so a clock set apart from the server's neither refreshes every call nor never.
   */
  expiresAt: number | null;
  setTokens: (pair: TokenPair) => void;
  clear: () => void;
};

export const AUTH_STORAGE_KEY = 'auth';

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      refreshToken: null,
      expiresAt: null,
      setTokens: ({ token, refresh_token }) => set({ token, refreshToken: refresh_token, expiresAt: localExpiry(token) }),
      clear: () => set({ token: null, refreshToken: null, expiresAt: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      partialize: ({ token, refreshToken, expiresAt }) => ({ token, refreshToken, expiresAt }),
    },
  ),
);

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims without verifying the signature: the server verifies, the client only needs the user id. */
export function decodeToken(token: string | null | undefined): AccessTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function localExpiry(token: string): number | null {
  const claims = decodeToken(token);
  return claims ? Date.now() + (claims.exp - claims.iat) * 1000 : null;
}

export function currentUserId(): string | null {
  return decodeToken(useAuthStore.getState().token)?.userid ?? null;
}

export function useCurrentUserId(): string | null {
  return useAuthStore((state) => decodeToken(state.token)?.userid ?? null);
}
