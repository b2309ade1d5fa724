import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { dashboardsRoutes } from './dashboards.routes';
import { createDashboardsService } from './dashboards.service';

export function dashboardsModule(ctx: AppContext) {
  const service = createDashboardsService({ db: ctx.db, access: ctx.access });
  return moduleRegistration({ service, routes: [dashboardsRoutes(service, ctx.requireAuth, ctx.config.reportTimeBudgetMs)] });
}
