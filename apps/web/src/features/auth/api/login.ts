import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenPair } from '@salespulse/contract/auth';
import { http } from '@/shared/api/http';
import { useAuthStore } from '@/shared/stores/auth-store';

export function login(credentials: LoginRequest): Promise<TokenPair> {
  return http.post<TokenPair>('/auth/login', credentials, { auth: false });
}

export function useLogin() {
  const setTokens = useAuthStore((state) => state.setTokens);
  return useMutation({
    mutationFn: login,
    onSuccess: (tokens) => setTokens(tokens),
  });
}
