import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createIngestionService, type LeadHooks } from './ingestion.service';

/** Ingestion has no routes of its own: webhooks, CSV imports and provider syncs feed it. */
export function activityModule(ctx: AppContext, deps: { leadHooks: LeadHooks }) {
  return moduleRegistration({ ingestion: createIngestionService(ctx.db, deps.leadHooks), routes: [] });
}
