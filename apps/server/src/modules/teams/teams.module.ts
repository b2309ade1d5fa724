import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { teamsRoutes } from './teams.routes';
import { createTeamsService } from './teams.service';

export function teamsModule(ctx: AppContext) {
  const teams = createTeamsService({ db: ctx.db, access: ctx.access });
  return moduleRegistration({ teams, routes: [teamsRoutes(teams, ctx.requireAuth)] });
}
