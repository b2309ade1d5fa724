import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createBotRepository } from './bot.repository';
import { botRoutes } from './bot.routes';
import { createBotService } from './bot.service';

export function botModule(ctx: AppContext) {
  const service = createBotService({ bot: createBotRepository(ctx.db) });
  return moduleRegistration({ service, routes: [botRoutes(service, ctx.requireAuth)] });
}
