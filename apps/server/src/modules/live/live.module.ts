import { LIVE_HEARTBEAT_MS, LIVE_STREAM_MAX_MS } from '@salespulse/contract/live';
import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { createLiveHub } from './live-hub';
import { createLiveTickets } from './live-tickets';
import { liveRoutes } from './live.routes';
import { createLiveService } from './live.service';

export function liveModule(ctx: AppContext) {
  const { database } = ctx;
  const hub = createLiveHub({
    listen: (channel, handler, onResume) => database.listen(channel, handler, onResume),
    log: ctx.log,
    heartbeatMs: LIVE_HEARTBEAT_MS,
    throttleMs: 500,
    maxStreamMs: LIVE_STREAM_MAX_MS,
  });
  // Event streams never finish by themselves: they end first, so closing does not wait on them.
  ctx.lifecycle.beforeClose(async () => {
    await hub.close();
  });
  const service = createLiveService({ access: ctx.access, tickets: createLiveTickets(ctx.secret) });
  return moduleRegistration({ hub, service, routes: [liveRoutes(service, hub, ctx.requireAuth)] });
}
