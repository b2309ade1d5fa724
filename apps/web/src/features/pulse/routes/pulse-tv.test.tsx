import type { PulseRequest } from '@salespulse/contract/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { FakeEventSource } from '@/test/fake-event-source';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { callRow, dealRow, projectData, pulseAnswer, taskRow, ticketRoute } from '../testing/fixtures';
import PulseTv from './pulse-tv';

const team = Array.from({ length: 12 }, (_, index) => employeeFixture(index + 1, `Manager ${String(index + 1).padStart(2, '0')}`));

describe('Pulse TV mode', () => {
  runSignedIn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2025-03-12T09:20:00Z'));
    FakeEventSource.install();
    useSessionStore.getState().setProjectId(projectId, 'Acme Sales');
    // Room for the header and four managers.
    vi.stubGlobal('innerHeight', 96 + 56 + 84 + 48 + 4 * 84);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderTv(entry = '/sales-pulse/tv', { quiet = false } = {}) {
    const api = fakeApi({
      [`GET /projects/${projectId}/data`]: () => jsonResponse(projectData({ timezone: 'Europe/Berlin', currency: 'EUR' })),
      [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection(team)),
      'POST /analytics/pulse': ({ body }) => {
        const { objectType } = body as PulseRequest;
        if (quiet)
          return jsonResponse(
            objectType === 'call' ? pulseAnswer('call', []) : objectType === 'deal' ? pulseAnswer('deal', []) : pulseAnswer('task', []),
          );
        if (objectType === 'call')
          return jsonResponse(
            pulseAnswer(
              'call',
              team.map((member, index) =>
                callRow(
                  member,
                  Array.from({ length: index }, () => '2025-03-12T09:00:00Z'),
                ),
              ),
            ),
          );
        if (objectType === 'deal')
          return jsonResponse(
            pulseAnswer(
              'deal',
              team.map((member, index) => dealRow(member, [['2025-03-12T09:00:00Z', 100 * (index + 1)]])),
            ),
          );
        return jsonResponse(pulseAnswer('task', [taskRow(team[0]!, [])]));
      },
      ...ticketRoute,
    });
    return { ...renderRoutes([{ path: '/sales-pulse/tv', element: <PulseTv /> }], [entry]), api };
  }

  const shownManagers = () =>
    within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);

  it('shows today’s board in large type with no controls, a page of managers at a time', async () => {
    const { api } = renderTv();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulse · Acme Sales' })).toBeInTheDocument();
    expect(screen.getByText('Today, Wednesday, 12 March 2025')).toBeInTheDocument();
    await waitFor(() => expect(shownManagers()).toEqual(['All managers', 'Manager 12', 'Manager 11', 'Manager 10', 'Manager 09']));
    expect(screen.getByText('Managers 1–4 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('€7,800')).toBeInTheDocument();
    expect((api.calls('POST', '/analytics/pulse')[0]!.body as PulseRequest).date).toEqual({ from: '2025-03-12', to: '2025-03-12' });
  });

  it('turns the page every 15 seconds and refreshes the figures every minute', async () => {
    const { api } = renderTv('/sales-pulse/tv?sort=callAttempts');
    await waitFor(() => expect(shownManagers()).toEqual(['All managers', 'Manager 12', 'Manager 11', 'Manager 10', 'Manager 09']));
    vi.advanceTimersByTime(15_000);
    await waitFor(() => expect(shownManagers()).toEqual(['All managers', 'Manager 08', 'Manager 07', 'Manager 06', 'Manager 05']));
    expect(screen.getByText('Managers 5–8 of 12')).toBeInTheDocument();
    const before = api.calls('POST', '/analytics/pulse').length;
    vi.advanceTimersByTime(45_000);
    await waitFor(() => expect(api.calls('POST', '/analytics/pulse').length).toBe(before + 3));
    expect(screen.getByRole('columnheader', { name: 'Call Attempts' })).toBeInTheDocument();
  });

  it('says there is no activity yet on a day that has none, instead of a grid of blanks', async () => {
    renderTv('/sales-pulse/tv', { quiet: true });
    expect(await screen.findByText('No activity yet today')).toBeInTheDocument();
    expect(screen.getByText(/The board fills in by the hour/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
