import * as z from 'zod/mini';

export const BOT_CODE_TTL_S = 10 * 60;

export const botVerificationRequestSchema = z.object({ user: z.string().check(z.minLength(1)) });
export const botVerificationCodeSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
});
export type BotVerificationCode = z.infer<typeof botVerificationCodeSchema>;
