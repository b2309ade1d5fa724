import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { userAccounts, type UserSessions } from '../users';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export function authModule(ctx: AppContext) {
  const auth = createAuthRepository(ctx.db);
  const service = createAuthService({
    auth,
    users: userAccounts(ctx.db),
    tokens: ctx.tokens,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
    log: ctx.log,
  });
  /** Ending a user's sessions, which modules/users asks for when a password changes. */
  const sessions: UserSessions = auth;
  return moduleRegistration({ service, sessions, routes: [authRoutes(service, ctx.config.authRateLimit)] });
}
