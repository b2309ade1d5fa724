import { randomInt } from 'node:crypto';
import { BOT_CODE_TTL_S, type BotVerificationCode } from '@salespulse/contract/bot';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { parseRef } from '../../lib/iri';
import { hashToken } from '../../lib/tokens';
import type { BotRepository } from './bot.repository';

/**
 * Where the bot sends messages once a chat is linked. The Telegram bot itself is later work; the
 * interface lets notifications be written against it now.
 */
export type BotNotifier = {
  notify(userId: string, text: string): Promise<void>;
};

export function createBotService(deps: { bot: BotRepository }) {
  return {
    /** A short one-time code the user types into the bot to link their chat. */
    async issueCode(caller: Caller, userRef: string): Promise<BotVerificationCode> {
      const userId = parseRef(userRef, 'users', 'user');
      if (userId !== caller.userId) throw notFound('User not found.');
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const expiresAt = new Date(Date.now() + BOT_CODE_TTL_S * 1000);
      await deps.bot.replaceCode(userId, hashToken(code), expiresAt);
      return { code, expiresAt: expiresAt.toISOString() };
    },

    /** Called by the bot when a user sends a code: the linked user, or undefined. */
    redeemCode(code: string): Promise<string | undefined> {
      return deps.bot.consume(hashToken(code.trim()));
    },
  };
}

export type BotService = ReturnType<typeof createBotService>;
