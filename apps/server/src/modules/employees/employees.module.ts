import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createEmployeesRepository } from './employees.repository';
import { employeesRoutes } from './employees.routes';
import { createEmployeesService } from './employees.service';

export function employeesModule(ctx: AppContext) {
  const service = createEmployeesService({ employees: createEmployeesRepository(ctx.db), access: ctx.access });
  return moduleRegistration({ service, routes: [employeesRoutes(service, ctx.requireAuth)] });
}
