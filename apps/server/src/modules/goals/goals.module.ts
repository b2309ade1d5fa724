import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createGoalMetRepository } from './goal-met.repository';
import { createGoalMetWatcher } from './goal-met.watcher';
import { goalProgressRoutes } from './goal-progress.routes';
import { createGoalProgressService } from './goal-progress.service';
import { goalsRoutes } from './goals.routes';
import { createGoalsService } from './goals.service';

export function goalsModule(ctx: AppContext) {
  const goals = createGoalsService({ db: ctx.db, access: ctx.access });
  const progress = createGoalProgressService({ db: ctx.db, access: ctx.access });
  // Goals met are announced by the nodes that run background work; with several, the first to
  // mark a goal announces it (goal-met.repository.ts).
  if (ctx.config.workers) {
    const watcher = createGoalMetWatcher({
      listen: (channel, handler) => ctx.database.listen(channel, handler),
      progress: (projectId) => progress.compute(projectId, undefined),
      repo: createGoalMetRepository(ctx.db),
      log: ctx.log,
    });
    ctx.lifecycle.onReady(() => watcher.start());
    ctx.lifecycle.beforeClose(() => watcher.stop());
  }
  return moduleRegistration({
    goals,
    progress,
    routes: [goalsRoutes(goals, ctx.requireAuth), goalProgressRoutes(progress, ctx.requireAuth)],
  });
}
