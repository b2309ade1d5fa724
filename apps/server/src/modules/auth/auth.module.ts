import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createUsersRepository } from '../users';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export function authModule(ctx: AppContext) {
  const service = createAuthService({
    auth: createAuthRepository(ctx.db),
    users: createUsersRepository(ctx.db),
    tokens: ctx.tokens,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
    log: ctx.log,
  });
  return moduleRegistration({ service, routes: [authRoutes(service, ctx.config.authRateLimit)] });
}
