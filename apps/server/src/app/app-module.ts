import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * What every `<module>.module.ts` registration returns, next to the services later modules use.
 * A registration builds its repositories, services and jobs from the `AppContext` (and the services
 * of modules set up before it, passed as arguments); the app registers its routes.
 */
export type ModuleRegistration = {
  /** Registered as is (each its own encapsulated plugin) under /api, in this order. */
  routes: readonly FastifyPluginAsyncZod[];
};

/** Checks a registration's shape and keeps the types of what it exports (`satisfies` would refuse the extra keys). */
export function moduleRegistration<T extends ModuleRegistration>(registration: T): T {
  return registration;
}
