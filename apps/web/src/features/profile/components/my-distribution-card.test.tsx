import type { MyDistributionShare, MyDistributionShareEntry } from '@salespulse/contract/distribution-share';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { SHARE_REFRESH_MS } from '../api/my-distribution-share';
import { MyDistributionCard } from './my-distribution-card';

const projectId = 'p1';
const url = `GET /projects/${projectId}/my_distribution_share`;

function entry(name: string, fields: Partial<MyDistributionShareEntry>): MyDistributionShareEntry {
  return {
    distribution: { '@id': `/api/distributions/${name}`, name, active: true },
    weight: 1,
    dailyCap: null,
    expected: 0,
    received: 0,
    deficit: 0,
    today: 0,
    away: false,
    awaySince: null,
    share: 0,
    entitledShare: 0,
    ...fields,
  };
}

function share(distributions: MyDistributionShareEntry[]): MyDistributionShare {
  return {
    '@id': `/api/projects/${projectId}/my_distribution_share`,
    '@type': 'MyDistributionShare',
    project: `/api/projects/${projectId}`,
    employee: '/api/employees/e1',
    distributions,
    summary: { distributions: distributions.length, expected: 0, received: 0, deficit: 0, today: 0, away: 0 },
  };
}

const region = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('my lead distribution card', () => {
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme Sales'));
  afterEach(() => {
    vi.restoreAllMocks();
    useSessionStore.getState().reset();
  });

  it('says how far each distribution is from the member’s share, today against the cap, and why they are away', async () => {
    fakeApi({
      [url]: () =>
        jsonResponse(
          share([
            entry('Inbound', {
              expected: 7.4,
              received: 5,
              deficit: 2.4,
              today: 5,
              dailyCap: 5,
              share: 0.25,
              entitledShare: 0.37,
              weight: 2,
            }),
            entry('Partners', { expected: 2.9, received: 4, deficit: -1.1, today: 1, away: true, awaySince: '2026-11-20T09:30:00Z' }),
            entry('Night shift', {
              expected: 3.02,
              received: 3,
              deficit: 0.02,
              today: 0,
              distribution: { '@id': '/api/distributions/n', name: 'Night shift', active: false },
            }),
          ]),
        ),
    });
    renderScreen(<MyDistributionCard />);
    expect(await screen.findByRole('heading', { name: 'Inbound' })).toBeInTheDocument();
    expect(screen.getByText('Expected versus received leads in the distributions of Acme Sales you are in.')).toBeInTheDocument();

    const inbound = within(region('Inbound'));
    expect(inbound.getByText('7.4')).toBeInTheDocument();
    expect(inbound.getByText('5', { selector: 'dd' })).toBeInTheDocument();
    expect(inbound.getByText('2.4 leads behind your share')).toBeInTheDocument();
    expect(inbound.getByText('5 of 5 today · daily cap reached')).toBeInTheDocument();
    expect(inbound.getByText("You received 25% of this distribution's leads; your weight (2) entitles you to 37%.")).toBeInTheDocument();
    expect(inbound.queryByText('Away')).not.toBeInTheDocument();

    const partners = within(region('Partners'));
    expect(partners.getByText('1.1 leads ahead of your share')).toBeInTheDocument();
    expect(partners.getByText('1 today')).toBeInTheDocument();
    expect(partners.getByText('Away')).toBeInTheDocument();
    expect(partners.getByText(/you get no new leads for now\. Work on a lead again/)).toBeInTheDocument();

    const night = within(region('Night shift'));
    expect(night.getByText('Even with your share')).toBeInTheDocument();
    expect(night.getByText('Paused')).toBeInTheDocument();
  });

  it('says when a distribution has not counted the member in yet', async () => {
    fakeApi({ [url]: () => jsonResponse(share([entry('Fresh', { weight: 3 })])) });
    renderScreen(<MyDistributionCard />);
    const fresh = within((await screen.findByRole('heading', { name: 'Fresh' })).closest('li') as HTMLElement);
    expect(fresh.getByText('Even with your share')).toBeInTheDocument();
    expect(fresh.getByText('No leads for you in it yet; your weight is 3.')).toBeInTheDocument();
  });

  it('says so when the member is in no distribution', async () => {
    fakeApi({ [url]: () => jsonResponse(share([])) });
    renderScreen(<MyDistributionCard />);
    expect(await screen.findByText('You are not in any lead distribution.')).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    let attempts = 0;
    const api = fakeApi({
      [url]: () => {
        attempts += 1;
        return attempts === 1 ? hydraErrorResponse(500, 'boom') : jsonResponse(share([]));
      },
    });
    const { user } = renderScreen(<MyDistributionCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your lead distribution could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not in any lead distribution.')).toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/my_distribution_share`).length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a project before there is one', () => {
    useSessionStore.getState().reset();
    const api = fakeApi({});
    renderScreen(<MyDistributionCard />);
    expect(screen.getByText('Choose a project to see your lead distribution.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('reads the shares again after leads are handed out in the project, once per burst', async () => {
    const sources: { emit(type: string, data: string): void }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
        onerror: (() => void) | null = null;
        constructor() {
          sources.push(this);
        }
        addEventListener(type: string, listener: (event: MessageEvent) => void) {
          this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
        }
        close() {}
        emit(type: string, data: string) {
          act(() => this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data }))));
        }
      },
    );
    try {
      let received = 1;
      const api = fakeApi({
        [url]: () => jsonResponse(share([entry('Inbound', { expected: 2, received: received++, share: 0.5, entitledShare: 0.5 })])),
        'POST /projects/p1/events/tickets': () => jsonResponse({ ticket: 't1', expiresIn: 60 }, 201),
      });
      renderScreen(<MyDistributionCard />);
      expect(await within(await screenRegion('Inbound')).findByText('1')).toBeInTheDocument();
      await waitFor(() => expect(sources).toHaveLength(1));
      // Someone else's lead, then the member's own, within one refresh window: one read.
      sources[0]!.emit('lead', JSON.stringify({ employeeId: 'e-other', dealId: 'd1', decision: 'assigned' }));
      sources[0]!.emit('lead', JSON.stringify({ employeeId: 'e1', dealId: 'd2', decision: 'assigned' }));
      await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/my_distribution_share`)).toHaveLength(2), {
        timeout: SHARE_REFRESH_MS + 2_000,
      });
      expect(await within(region('Inbound')).findByText('2')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

async function screenRegion(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
}
