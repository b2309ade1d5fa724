import { useMutation } from '@tanstack/react-query';
import type { RegistrationRequest, User } from '@salespulse/contract/users';
import { http } from '@/shared/api/http';
import { useAuthStore } from '@/shared/stores/auth-store';
import { login } from './login';

export function registerUser(body: RegistrationRequest): Promise<User> {
  return http.post<User>('/users', body, { auth: false });
}

export function useRegisterUser() {
  const setTokens = useAuthStore((state) => state.setTokens);
  return useMutation({
    // The spec signs the new user in straight away, so one mutation covers both calls and the
    // button stays pending until the user can go on.
    mutationFn: async (body: RegistrationRequest) => {
      await registerUser(body);
      return login({ email: body.email, password: body.plainPassword });
    },
    onSuccess: (tokens) => setTokens(tokens),
  });
}
