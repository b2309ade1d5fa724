import type { FastifyInstance } from 'fastify';
import type { AppLifecycle } from './app-context';

/** Modules' lifecycle work as the app's hooks, added as they register it (so they run in that order). */
export function appLifecycleOf(app: FastifyInstance): AppLifecycle {
  return {
    onReady(run) {
      app.addHook('onReady', run);
    },
    beforeClose(run) {
      app.addHook('preClose', run);
    },
  };
}
