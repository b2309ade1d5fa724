import { useMutation } from '@tanstack/react-query';
import type { ResetPassword } from '@salespulse/contract/users';
import { http } from '@/shared/api/http';

export function resetPassword(body: ResetPassword): Promise<void> {
  return http.patch<void>('/users/reset-password', body, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
