import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import { projectData } from '@/shared/analytics/testing/fixtures';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { prefetchPulse } from './prefetch-pulse';

const pulseAnswer = { employees: [], total: {} };

/** The fake API with the project's settings held back until `answer` is called. */
function apiWithSlowSettings(zone: string) {
  let answer: () => void = () => undefined;
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () =>
      new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(projectData({ timezone: zone }))))),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([])),
    'POST /analytics/pulse': () => jsonResponse(pulseAnswer),
  });
  return { api, answer: () => answer() };
}

const visit = (search = '') =>
  prefetchPulse({ request: new Request(`http://localhost/sales-pulse${search}`), params: {}, context: undefined } as never);
const pulseDates = (api: ReturnType<typeof fakeApi>) =>
  api.calls('POST', '/analytics/pulse').map((call) => (call.body as { date: { from: string } }).date.from);

describe('pulse prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in UTC is already the next day in Berlin.
    vi.setSystemTime(new Date('2026-03-18T23:30:00Z'));
    useAuthStore.setState({ token: 'token' });
    useSessionStore.getState().setProjectId(projectId, 'Acme');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    queryClient.clear();
    useSessionStore.getState().reset();
  });

  it('asks for today in the remembered zone before the settings answer, and not again for the same day', async () => {
    useSessionStore.getState().setProjectZone('Europe/Berlin');
    const { api, answer } = apiWithSlowSettings('Europe/Berlin');
    await visit();
    await vi.waitFor(() => expect(pulseDates(api)).toHaveLength(3));
    expect(pulseDates(api)).toEqual(['2026-03-19', '2026-03-19', '2026-03-19']);
    answer();
    await vi.waitFor(() => expect(api.calls('GET', `/projects/${projectId}/data`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulseDates(api)).toHaveLength(3);
  });

  it('waits for the settings on a first visit, then remembers their zone', async () => {
    const { api, answer } = apiWithSlowSettings('America/New_York');
    await visit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulseDates(api)).toHaveLength(0);
    answer();
    await vi.waitFor(() => expect(pulseDates(api)).toEqual(['2026-03-18', '2026-03-18', '2026-03-18']));
    expect(useSessionStore.getState().projectZone).toBe('America/New_York');
  });

  it('asks again when the settings name another day than the remembered zone', async () => {
    useSessionStore.getState().setProjectZone('Europe/Berlin');
    const { api, answer } = apiWithSlowSettings('America/New_York');
    await visit();
    await vi.waitFor(() => expect(pulseDates(api)).toHaveLength(3));
    answer();
    await vi.waitFor(() => expect(pulseDates(api)).toHaveLength(6));
    expect(pulseDates(api).slice(3)).toEqual(['2026-03-18', '2026-03-18', '2026-03-18']);
  });

  it('asks for the team of the URL, and nothing for a representative without one (their own team is not known yet)', async () => {
    useSessionStore.getState().setProjectZone('Europe/Berlin');
    const { api, answer } = apiWithSlowSettings('Europe/Berlin');
    await visit('?team=t1');
    await vi.waitFor(() => expect(api.calls('POST', '/analytics/pulse')).toHaveLength(3));
    expect(api.calls('POST', '/analytics/pulse').map((call) => (call.body as { teams?: string[] }).teams)).toEqual([
      ['/api/teams/t1'],
      ['/api/teams/t1'],
      ['/api/teams/t1'],
    ]);
    answer();
    queryClient.clear();
    useSessionStore.getState().setRole('REPRESENTATIVE');
    await visit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls('POST', '/analytics/pulse')).toHaveLength(3);
    expect(api.calls('GET', `/projects/${projectId}/employees`).length).toBeGreaterThan(1);
  });

  it('forgets the zone when another project is chosen', () => {
    useSessionStore.getState().setProjectZone('Europe/Berlin');
    useSessionStore.getState().setProjectId('another', 'Other');
    expect(useSessionStore.getState().projectZone).toBeNull();
  });
});
