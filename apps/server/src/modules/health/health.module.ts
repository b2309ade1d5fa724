import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { healthRoutes } from './health.routes';

export function healthModule(ctx: AppContext) {
  return moduleRegistration({ routes: [healthRoutes(() => ctx.database.ping())] });
}
