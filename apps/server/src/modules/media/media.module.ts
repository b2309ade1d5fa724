import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { registerMediaJobs } from './media.jobs';
import { mediaRoutes } from './media.routes';
import { createMediaService } from './media.service';

export function mediaModule(ctx: AppContext) {
  const service = createMediaService({ db: ctx.db, access: ctx.access });
  registerMediaJobs(ctx.jobs, service);
  return moduleRegistration({ service, routes: [mediaRoutes(service, ctx.requireAuth)] });
}
