import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@salespulse/contract/users';
import { http } from '@/shared/api/http';

export function requestPasswordReset(body: ResetPasswordRequest): Promise<void> {
  return http.post<void>('/users/reset-password', body, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
