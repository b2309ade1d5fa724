import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { giftsRoutes } from './gifts.routes';
import { createGiftsService } from './gifts.service';

export function giftsModule(ctx: AppContext) {
  const service = createGiftsService({ db: ctx.db, access: ctx.access });
  return moduleRegistration({ service, routes: [giftsRoutes(service, ctx.requireAuth)] });
}
