import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createAuthRepository } from '../auth';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function usersModule(ctx: AppContext) {
  const service = createUsersService({ users: createUsersRepository(ctx.db), auth: createAuthRepository(ctx.db) });
  return moduleRegistration({ service, routes: [usersRoutes(service, ctx.requireAuth, ctx.config.authRateLimit)] });
}
