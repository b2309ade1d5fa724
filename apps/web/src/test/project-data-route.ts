import type { Property } from '@salespulse/contract/catalogue';
import type { Setting } from '@salespulse/contract/settings';
import { hydraErrorResponse, jsonResponse } from './api-responses';
import type { fakeApi } from './fake-api';

type Routes = Parameters<typeof fakeApi>[0];
/** What a screen reads of a property; the rest of the record does not matter to these tests. */
type PropertyLike = Pick<Property, '@id' | 'id' | 'name' | 'options'> & Partial<Property>;

/**
 * The project-data query with the given properties. Routes match by prefix, and this path is a
 * prefix of `/data_providers`: anything longer than the exact path is left unanswered (404).
 */
export function projectDataRoute(projectId: string, properties: PropertyLike[], settings: Setting[] = []): Routes {
  const project = {
    '@id': `/api/projects/${projectId}`,
    '@type': 'Project',
    id: projectId,
    name: 'Acme Sales',
    settings: [],
    role: 'OWNER',
    createdAt: '',
  };
  return {
    [`GET /projects/${projectId}/data`]: ({ path }) =>
      path === `/projects/${projectId}/data`
        ? jsonResponse({ project, settings, properties })
        : hydraErrorResponse(404, `no fake for GET ${path}`),
  };
}
