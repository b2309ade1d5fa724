import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { dashboardsRoutes } from './dashboards.routes';
import { createDashboardsService } from './dashboards.service';
import type { GoalProgressService } from '../goals';

export function dashboardsModule(ctx: AppContext, deps: { goals: Pick<GoalProgressService, 'compute'> }) {
  const service = createDashboardsService({ db: ctx.db, access: ctx.access, goals: deps.goals });
  return moduleRegistration({ service, routes: [dashboardsRoutes(service, ctx.requireAuth, ctx.config.reportTimeBudgetMs)] });
}
