import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { registerPointContestJobs } from './point-contests.jobs';
import { createPointContestsService } from './point-contests.service';
import { pointsRoutes } from './points.routes';
import { createPointsService } from './points.service';

export function pointsModule(ctx: AppContext) {
  const services = {
    points: createPointsService({ db: ctx.db, access: ctx.access }),
    contests: createPointContestsService({ db: ctx.db, access: ctx.access, log: ctx.log }),
  };
  registerPointContestJobs(ctx.jobs, services.contests);
  return moduleRegistration({ ...services, routes: [pointsRoutes(services, ctx.requireAuth)] });
}
