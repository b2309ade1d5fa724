import type { LeadProcessingResponse, LeadProcessingRow } from '@salespulse/contract/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { analyticsApi, projectData, runAnalyticsScreen } from '@/shared/analytics/testing/fixtures';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import LeadProcessing from './lead-processing';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const deal = (id: string, time: string, title: string | null, link: string | null = `https://crm.example/deals/${id}`) => ({
  externalId: id,
  externalLink: link,
  title,
  time,
});

function row(
  employee: string | null,
  processed: number,
  processTimeAvg: number | null,
  overrides: Partial<LeadProcessingRow> = {},
): LeadProcessingRow {
  return { employee, processedCount: processed, participatedCount: processed + 1, processTimeAvg, participateTimeAvg: 120, ...overrides };
}

const answer: LeadProcessingResponse = {
  filters: { project: `/api/projects/${projectId}`, date: { from: '2026-02-18', to: '2026-03-18' } },
  processSpeed: {
    groups: [
      { won: 2, lost: 1, untilTime: 300 },
      { won: 1, lost: 3, untilTime: 3600 },
      { won: 0, lost: 2, untilTime: null },
    ],
    goal: { won: 2, lost: 1, untilTime: 300 },
  },
  total: { transitionTimeAvg: 1260, conversion: 33.33 },
  employees: [row(sam['@id'], 1, 3600), row(rita['@id'], 2, 600), row(null, 0, null, { participatedCount: 4 })],
  teams: [],
  outsideWindow: { leads: 0 },
};
const ritaDeals = [
  deal('D-2', '2026-03-10T09:00:00Z', null),
  deal('D-1', '2026-03-02T08:30:00Z', 'Acme renewal'),
  deal('D-3', '2026-03-12T12:00:00Z', 'No link', null),
];

/** The board's answer, and with `dealsOf` Rita's lists on her row (the server's shape). */
function leadAnswer(body: unknown): LeadProcessingResponse {
  const dealsOf = (body as { dealsOf?: string | null }).dealsOf;
  if (dealsOf === undefined) return answer;
  return {
    ...answer,
    employees: answer.employees.map((r) =>
      r.employee === dealsOf && dealsOf === rita['@id'] ? { ...r, processedDeals: ritaDeals, participatedDeals: ritaDeals.slice(1) } : r,
    ),
  };
}

function renderLeads(options: Parameters<typeof analyticsApi>[1] = {}, routes: Parameters<typeof analyticsApi>[0] = {}) {
  const api = analyticsApi(
    { 'POST /analytics/lead_processing': (request) => jsonResponse(leadAnswer(request.body)), ...routes },
    { employees: [rita, sam], ...options },
  );
  const view = renderRoutes(
    [
      { path: '/lead-processing', element: <LeadProcessing /> },
      { path: '/settings', element: <p>Settings screen</p> },
    ],
    ['/lead-processing'],
  );
  return { ...view, api };
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const requests = (api: ReturnType<typeof analyticsApi>) =>
  api.calls('POST', '/analytics/lead_processing').map((call) => call.body as Record<string, unknown>);
/** The board's requests; the deals dialog's carry `dealsOf`. */
const posted = (api: ReturnType<typeof analyticsApi>) => requests(api).filter((body) => !('dealsOf' in body));
const dealRequests = (api: ReturnType<typeof analyticsApi>) => requests(api).filter((body) => 'dealsOf' in body);

describe('Lead processing screen', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('waits for the project’s working hours before asking, then counts those hours', async () => {
    let release: () => void = () => undefined;
    const settingsArrive = new Promise<void>((resolve) => (release = resolve));
    const { api } = renderLeads(
      {},
      {
        [`GET /projects/${projectId}/data`]: async () => {
          await settingsArrive;
          return jsonResponse(projectData({ timezone: 'Europe/Berlin', work_hours: '09:30-18:00' }));
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(posted(api)).toHaveLength(0);
    release();
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]!.dateTimeRanges).toEqual([{ fromTime: '09:30:00', toTime: '18:00:00', daysOfWeek: [1, 2, 3, 4, 5] }]);
  });

  it('counts 10:00 to 17:00 when the project has no working hours', async () => {
    const { api } = renderLeads({ settings: { timezone: 'UTC' } });
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]!.dateTimeRanges).toEqual([{ fromTime: '10:00:00', toTime: '17:00:00', daysOfWeek: [1, 2, 3, 4, 5] }]);
  });

  it('shows the three badges, the tip with its link, and the table with the Total footer', async () => {
    const { user } = renderLeads();
    const summary = await screen.findByLabelText('Summary');
    expect(within(summary).getByText('Average conversion').nextSibling).toHaveTextContent('33.33%');
    expect(within(summary).getByText('At up to 5 min').nextSibling).toHaveTextContent('66.67%');
    expect(within(summary).getByText('Average speed').nextSibling).toHaveTextContent('21 min');
    expect(screen.getByText('Accelerate lead processing to increase conversions')).toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Manager', 'Processed deals', 'Incoming deals', 'Bid processing speed', 'Bid incoming speed']);
    expect(names()).toEqual(['Rita Rep', 'Sam Seller', 'No owner', 'Total']);
    const total = within(table).getAllByRole('row').at(-1)!;
    // 3 processed deals: (2 × 10 min + 1 × 60 min) / 3 = 26.67 min.
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '9', '27 min', '2 min']);

    await user.click(screen.getByRole('link', { name: 'Configure auto assignment' }));
    expect(await screen.findByText('Settings screen')).toBeInTheDocument();
  });

  it('sorts by processed deals, ascending first', async () => {
    const { user } = renderLeads();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Processed deals' }));
    expect(names()).toEqual(['Sam Seller', 'Rita Rep', 'No owner', 'Total']);
    await user.click(screen.getByRole('button', { name: 'Processed deals' }));
    expect(names()).toEqual(['Rita Rep', 'Sam Seller', 'No owner', 'Total']);
    expect(screen.getByRole('columnheader', { name: /Processed deals/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Bid incoming speed' }));
    expect(screen.getByRole('columnheader', { name: /Bid incoming speed/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches managers by name, case-insensitively', async () => {
    const { user } = renderLeads();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Manager name'), 'TA r');
    await waitFor(() => expect(names()).toEqual(['Rita Rep', 'Total']));
    expect(within(screen.getByRole('table')).getAllByRole('row').at(-1)).toHaveTextContent('Total23');
    // A screen reader in the field hears how many are left.
    expect(screen.getByRole('status')).toHaveTextContent('1 manager shown');
    await user.clear(screen.getByLabelText('Manager name'));
    await user.type(screen.getByLabelText('Manager name'), 'zzz');
    expect(await screen.findByText('No manager matches “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 managers shown');
  });

  it('lists a manager’s deals in a dialog, by time, as links opening in a new tab', async () => {
    const { user, api } = renderLeads();
    await screen.findByRole('table');
    // The board's answer has counts only: the lists are asked for when the dialog opens.
    expect(dealRequests(api)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Processed deals of Rita Rep: 2' }));
    const dialog = await screen.findByRole('dialog', { name: "Rita Rep's deals" });
    const items = await within(dialog).findAllByRole('listitem');
    // The board's own filters, plus whose lists.
    expect(dealRequests(api)).toEqual([{ ...posted(api)[0], dealsOf: rita['@id'] }]);
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Acme renewal (opens in a new tab)',
      'Deal ID: D-2 (opens in a new tab)',
      'No link',
    ]);
    const link = within(dialog).getByRole('link', { name: /Acme renewal/ });
    expect(link).toHaveAttribute('href', 'https://crm.example/deals/D-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByText('Processed deals: 3')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Mar 2, 2026, 9:30 AM')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The other list of the same row comes from the same answer; the "No owner" row asks with null.
    await user.click(screen.getByRole('button', { name: 'Incoming deals of Rita Rep: 3' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Incoming deals: 2')).toBeInTheDocument();
    expect(dealRequests(api)).toHaveLength(1);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Incoming deals of No owner: 4' }));
    expect(
      await within(await screen.findByRole('dialog', { name: "No owner's deals" })).findByText('No deals in this list.'),
    ).toBeInTheDocument();
    expect(dealRequests(api).at(-1)!.dealsOf).toBeNull();
  });

  it('shows the dialog loading while the deals come, and a way to try again when they do not', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let failures = 1;
    const { user } = renderLeads(
      {},
      {
        'POST /analytics/lead_processing': async (request) => {
          if (!('dealsOf' in (request.body as object))) return jsonResponse(answer);
          await slow;
          return failures-- > 0 ? hydraErrorResponse(500, 'Internal Server Error') : jsonResponse(leadAnswer(request.body));
        },
      },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Processed deals of Rita Rep: 2' }));
    const dialog = await screen.findByRole('dialog', { name: "Rita Rep's deals" });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    // Until the lists arrive, the count is the one clicked.
    expect(within(dialog).getByText('Processed deals: 2')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The deals could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
  });

  it('shows one metric column on small screens, chosen by a tab strip', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = renderLeads();
    const tabs = await screen.findByRole('tablist', { name: 'Shown metric' });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByRole('tabpanel', { name: 'Processed deals' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Bid incoming speed' }));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Manager', 'Bid incoming speed']);
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'Bid processing speed' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Bid processing speed' })).toHaveFocus();
  });

  it('offers representatives the tip without the settings link', async () => {
    renderLeads();
    useSessionStore.getState().setRole('REPRESENTATIVE');
    expect(await screen.findByText('Accelerate lead processing to increase conversions')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Configure auto assignment' })).not.toBeInTheDocument();
  });
});

describe('Lead processing with teams', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('shows the team totals rows above the total, with the day they are as of', async () => {
    const teams = [
      { team: '/api/teams/t1', name: 'Closers', processedCount: 3, participatedCount: 5, processTimeAvg: 1400, participateTimeAvg: 0 },
    ];
    renderLeads({}, { 'POST /analytics/lead_processing': () => jsonResponse({ ...answer, teams }) });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-3)).toHaveTextContent(/^Teams$/);
    expect(within(rows.at(-2)!).getByRole('rowheader')).toHaveTextContent('Closers');
    expect(
      within(rows.at(-2)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '5', '23 min', '0 min']);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(screen.getByText('Teams as of 18 Mar 2026')).toBeInTheDocument();
  });
});
