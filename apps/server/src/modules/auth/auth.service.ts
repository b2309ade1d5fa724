import { randomUUID } from 'node:crypto';
import { PASSWORD_RESET_TTL_S, REFRESH_TOKEN_REMEMBER_ME_TTL_S, REFRESH_TOKEN_TTL_S } from '@salespulse/contract/constants';
import type { LoginRequest, TokenPair } from '@salespulse/contract/auth';
import type { ResetPassword } from '@salespulse/contract/users';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../../lib/email';
import { unauthorized, unprocessable } from '../../lib/errors';
import type { AccessTokens } from '../../lib/jwt';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/templates';
import type { UserAccounts } from '../users';
import type { AuthRepository } from './auth.repository';

type Deps = {
  auth: AuthRepository;
  users: UserAccounts;
  tokens: AccessTokens;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

const INVALID_CREDENTIALS = 'Invalid email or password.';
const INVALID_REFRESH = 'The refresh token is invalid or has expired. Please log in again.';
export const INVALID_RESET_LINK = 'this link is invalid or has expired';

function refreshLifetimeMs(rememberMe: boolean): number {
  return (rememberMe ? REFRESH_TOKEN_REMEMBER_ME_TTL_S : REFRESH_TOKEN_TTL_S) * 1000;
}

export function createAuthService(deps: Deps) {
  async function issueTokens(userId: string, familyId: string, rememberMe: boolean): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await deps.auth.insertRefreshToken({
      userId,
      familyId,
      tokenHash: refresh.hash,
      rememberMe,
      expiresAt: new Date(Date.now() + refreshLifetimeMs(rememberMe)),
    });
    const token = await deps.tokens.sign({ userId, sessionId: familyId });
    return { token, refresh_token: refresh.token };
  }

  return {
    issueTokens,

    async login(input: LoginRequest): Promise<TokenPair> {
      const user = await deps.users.findByEmail(normalizeEmail(input.email));
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      return issueTokens(user.id, randomUUID(), input.rememberMe ?? false);
    },

    /** Rotates: the presented token is spent and a new one of the same session is returned. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const row = await deps.auth.findRefreshToken(hashToken(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized(INVALID_REFRESH);
      const consumed = !row.usedAt && (await deps.auth.consumeRefreshToken(row.id));
      if (!consumed) {
        // A spent token came back: someone holds a copy. End the whole session.
        deps.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reuse detected; session revoked');
        await deps.auth.revokeFamily(row.familyId);
        throw unauthorized(INVALID_REFRESH);
      }
      return issueTokens(row.userId, row.familyId, row.rememberMe);
    },

    async logout(refreshToken: string): Promise<void> {
      const row = await deps.auth.findRefreshToken(hashToken(refreshToken));
      if (row) await deps.auth.revokeFamily(row.familyId);
    },

    /** Answers the same whether or not the e-mail belongs to an account. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await deps.users.findByEmail(normalizeEmail(email));
      if (!user) return;
      await deps.auth.invalidateResetTokens(user.id);
      const reset = newOpaqueToken();
      await deps.auth.insertResetToken({
        userId: user.id,
        tokenHash: reset.hash,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_S * 1000),
      });
      const link = `${deps.publicUrl}/auth/reset-password/${reset.token}`;
      await deps.mailer.send(passwordResetMail(user.email, user.name, link));
    },

    async resetPassword(input: ResetPassword): Promise<void> {
      const userId = await deps.auth.consumeResetToken(hashToken(input.resetPasswordToken));
      if (!userId) throw unprocessable([{ propertyPath: 'resetPasswordToken', message: INVALID_RESET_LINK }]);
      await deps.users.update(userId, { passwordHash: await hashPassword(input.password) });
      // Whoever knew the old password is signed out everywhere.
      await deps.auth.revokeUserSessions(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
