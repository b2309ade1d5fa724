import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { providerUsersRoutes } from './provider-users.routes';
import { createProviderUsersService } from './provider-users.service';

export function providerUsersModule(ctx: AppContext) {
  const service = createProviderUsersService({ db: ctx.db, access: ctx.access });
  return moduleRegistration({ service, routes: [providerUsersRoutes(service, ctx.requireAuth)] });
}
