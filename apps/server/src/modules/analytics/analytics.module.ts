import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createAnalyticsScopes } from './analytics-scope';
import { analyticsRoutes } from './analytics.routes';
import { createCallsService } from './calls.service';
import { createLeadProcessingService } from './lead-processing.service';
import { createManagersService } from './managers.service';
import { createPulseService } from './pulse.service';

export function analyticsModule(ctx: AppContext) {
  const { db } = ctx;
  const scopes = createAnalyticsScopes({ db });
  const services = {
    pulse: createPulseService({ db, rows: ctx.database.streamRows, scopes }),
    calls: createCallsService({ db, scopes }),
    managers: createManagersService({ db, scopes }),
    leadProcessing: createLeadProcessingService({ db, scopes }),
  };
  return moduleRegistration({ ...services, routes: [analyticsRoutes(services, ctx.requireAuth, ctx.config.reportTimeBudgetMs)] });
}
