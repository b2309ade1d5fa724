import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createSettingsRepository } from './settings.repository';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

export function settingsModule(ctx: AppContext) {
  const service = createSettingsService({ settings: createSettingsRepository(ctx.db), access: ctx.access });
  return moduleRegistration({ service, routes: [settingsRoutes(service, ctx.requireAuth)] });
}
