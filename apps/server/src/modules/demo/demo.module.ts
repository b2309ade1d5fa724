import type { AppContext } from '../../app/app-context';
import { createDemoConnector } from './demo-connector';

/** The demo workspace's generated activity, as a connector provider-sync runs like any CRM's. */
export function demoIntegration(ctx: AppContext) {
  return { connector: createDemoConnector({ db: ctx.db, backfillDays: ctx.config.demoBackfillDays }) };
}
