import { TRIAL_EMPLOYEE_LIMIT } from '@salespulse/contract/billing';
import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { projectProperties } from '../catalogue';
import { createProjectsRepository } from './projects.repository';
import { projectsRoutes } from './projects.routes';
import { createProjectsService } from './projects.service';

export function projectsModule(ctx: AppContext) {
  const { billing } = ctx.config;
  const service = createProjectsService({
    projects: createProjectsRepository(ctx.db),
    properties: projectProperties(ctx.db),
    access: ctx.access,
    trial: billing ? { days: billing.trialDays, employeeLimit: TRIAL_EMPLOYEE_LIMIT } : null,
  });
  return moduleRegistration({ service, routes: [projectsRoutes(service, ctx.requireAuth)] });
}
