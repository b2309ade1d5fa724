import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { goalsRoutes } from './goals.routes';
import { createGoalsService } from './goals.service';

/** Goals CRUD; progress (goal-progress.*, pacing/) and the goal-met watcher plug in here beside it. */
export function goalsModule(ctx: AppContext) {
  const goals = createGoalsService({ db: ctx.db, access: ctx.access });
  return moduleRegistration({ goals, routes: [goalsRoutes(goals, ctx.requireAuth)] });
}
