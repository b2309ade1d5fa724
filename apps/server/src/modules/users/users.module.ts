import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService, type UserSessions } from './users.service';

export function usersModule(ctx: AppContext, deps: { sessions: UserSessions }) {
  const service = createUsersService({ users: createUsersRepository(ctx.db), auth: deps.sessions });
  return moduleRegistration({ service, routes: [usersRoutes(service, ctx.requireAuth, ctx.config.authRateLimit)] });
}
