import type { BotVerificationCode } from '@salespulse/contract/bot';
import { iri } from '@salespulse/contract/common';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http';

export function createBotCode(userId: string): Promise<BotVerificationCode> {
  return http.post<BotVerificationCode>('/bot/verification_code', { user: iri('users', userId) });
}

export function useCreateBotCode(userId: string) {
  return useMutation({ mutationFn: () => createBotCode(userId) });
}
