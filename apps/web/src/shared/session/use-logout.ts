import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '@/shared/api/http';
import { paths } from '@/shared/routes/paths';
import { useAuthStore } from '@/shared/stores/auth-store';
import { clearSession } from './clear-session';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const refreshToken = useAuthStore.getState().refreshToken;
    if (refreshToken) {
      // No refresh on 401: a rotated pair would make the token in the body stale. The local session
      // ends either way; a failed revoke only leaves a refresh token that expires by itself.
      await http.post('/auth/logout', { refresh_token: refreshToken }, { refresh: false }).catch(() => undefined);
    }
    clearSession();
    await navigate(paths.login, { replace: true });
  }, [navigate]);
}
