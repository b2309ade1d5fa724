import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Employee } from '@salespulse/contract/employees';
import type { Team } from '@salespulse/contract/teams';
import { configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { providerFixture as baseProviderFixture } from '@/test/fixtures/data-providers';
import { projectId } from '@/test/fixtures/ids';
import { projectRecord } from '@/test/fixtures/project';
import { fakeApi } from '@/test/fake-api';

/** A provider that last delivered an hour before the screens' "now" (18 March 2026, 10:00 UTC). */
export function providerFixture(index: number, name: string, overrides: Partial<DataProvider> = {}): DataProvider {
  return baseProviderFixture(index, name, { lastSuccessAt: '2026-03-18T09:00:00Z', createdAt: '2026-01-01T10:00:00Z', ...overrides });
}

export function projectData(settings: Record<string, string>) {
  const project = projectRecord('Acme');
  return {
    project,
    settings: Object.entries(settings).map(([name, value]) => ({
      '@id': `/api/settings/${name}`,
      '@type': 'Setting',
      id: name,
      project: project['@id'],
      name,
      value,
    })),
  };
}

/** Live updates need an EventSource, which jsdom lacks; this one never delivers anything. */
class SilentEventSource {
  onerror: (() => void) | null = null;
  addEventListener() {}
  close() {}
}

/**
 * Signed in to the test project as `role` on 18 March 2026, 10:00 UTC, with live updates silenced.
 * Only Date is faked, so timers, promises and user events run normally.
 */
export function runAnalyticsScreen(role: 'OWNER' | 'REPRESENTATIVE' = 'OWNER') {
  // A whole screen with its popups renders in about a second; a machine busy with other suites may
  // take several times that.
  vi.setConfig({ testTimeout: 20_000 });
  const { asyncUtilTimeout } = getConfig();
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
  afterAll(() => configure({ asyncUtilTimeout }));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T10:00:00Z'));
    vi.stubGlobal('EventSource', SilentEventSource);
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole(role);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

type Routes = Parameters<typeof fakeApi>[0];

/** A team of the test project with these members (employee IRIs). */
export function teamFixture(index: number, name: string, members: string[]): Team {
  const id = `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`;
  return {
    '@id': `/api/teams/${id}`,
    '@type': 'Team',
    id,
    project: `/api/projects/${projectId}`,
    name,
    lead: null,
    members,
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-01T10:00:00Z',
  };
}

/** The answers every analytics screen asks for, with `routes` added or overriding them. */
export function analyticsApi(
  routes: Routes,
  options: { employees?: Employee[]; providers?: DataProvider[]; teams?: Team[]; settings?: Record<string, string> } = {},
) {
  return fakeApi({
    [`GET /projects/${projectId}/data`]: () =>
      jsonResponse(projectData(options.settings ?? { timezone: 'Europe/Berlin', currency: 'EUR' })),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection(options.employees ?? [])),
    [`GET /projects/${projectId}/teams`]: () => jsonResponse(hydraCollection(options.teams ?? [])),
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection(options.providers ?? [])),
    [`GET /projects/${projectId}/products`]: () => hydraErrorResponse(404, 'No route'),
    [`GET /projects/${projectId}/properties`]: () => hydraErrorResponse(404, 'No route'),
    [`POST /projects/${projectId}/events/tickets`]: () => jsonResponse({ ticket: 't', expiresIn: 60 }, 201),
    ...routes,
  });
}
