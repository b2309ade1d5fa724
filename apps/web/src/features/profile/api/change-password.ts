import type { ChangePasswordRequest } from '@salespulse/contract/users';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http';

export function changePassword(id: string, body: ChangePasswordRequest): Promise<void> {
  return http.patch<void>(`/users/${id}/change-password`, body);
}

export function useChangePassword(id: string) {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(id, body) });
}
