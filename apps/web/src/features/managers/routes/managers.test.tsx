import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { providerFixture, runAnalyticsScreen } from '@/shared/analytics/testing/fixtures';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { projectId } from '@/test/fixtures/ids';
import { projectDataRoute } from '@/test/project-data-route';
import { runSignedIn } from '@/test/signed-in';
import { answer, bodyRows, names, posted, progress, renderManagers, rita, row, sam } from '../testing/managers-fixtures';

describe('Managers screen', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('shows a dash, not 0.00%, for a rate with nothing to count it from', async () => {
    const quiet = row(null, 0, {
      count: 3,
      negotiations: 0,
      negotiationsTotal: 0,
      bills: 0,
      billsTotal: 0,
      billFromNegotiation: 0,
      wonFromBill: 0,
      conversion: 0,
    });
    renderManagers('/managers', { 'POST /analytics/managers': () => jsonResponse({ ...answer, employees: [quiet] }) });
    const table = await screen.findByRole('table');
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    // Negotiation → bill and Bill → won have no base; Conversion has three leads, so 0.00% is a rate.
    expect([cells[5], cells[7], cells[9]].map((c) => c!.textContent)).toEqual([
      '—No rate: there is nothing to count it from',
      '—No rate: there is nothing to count it from',
      '0.00%',
    ]);
    expect(cells[5]).toHaveAttribute('title', 'No rate: there is nothing to count it from');
    expect(within(within(table).getAllByRole('row').at(-1)!).getAllByRole('cell')[9]).toHaveTextContent('22.00%');
  });

  it('shows every metric per manager, names from the employee list, "No owner" last and the totals', async () => {
    const { api } = renderManagers();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Manager',
      'Leads',
      'Negotiations',
      'Negotiations amount',
      'Bills',
      'Bills amount',
      'Negotiation → bill',
      'Won',
      'Bill → won',
      'Lost',
      'Conversion',
      'Forecast',
      'Static forecast',
    ]);
    expect(names()).toEqual(['/api/employees/gone', 'Gina Gone(inactive)', 'Rita Rep', 'Sam SellerDistribution', 'No owner']);
    const sam = bodyRows()[3]!;
    expect(
      within(sam)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '6', '€6,000', '4', '€4,000', '66.67%', '5', '50.00%', '1', '20.00%', '€1,235', '€1,000']);
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(footer).getAllByRole('cell')[0]).toHaveTextContent('50');
    expect(within(footer).getAllByRole('cell')[9]).toHaveTextContent('22.00%');

    expect(posted(api)[0]).toEqual({
      project: `/api/projects/${projectId}`,
      date: { from: '2026-02-18', to: '2026-03-18' },
      dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5] }],
      dateTimeRangeExclusions: [],
    });
    expect(api.calls('GET', `/projects/${projectId}/employees`)[0]!.path).toContain('status%5B%5D=active&status%5B%5D=inactive');
    expect(screen.getByText(/^Data as of/)).toBeInTheDocument();
  });

  it('adds a won-amount goal column when there are goals: a bar per manager with one, the project goal on the total', async () => {
    const { api } = renderManagers('/managers', {
      [`GET /projects/${projectId}/goal_progress`]: () =>
        jsonResponse(
          hydraCollection([
            progress({}),
            progress({ goal: '/api/goals/p', scope: 'project', employee: null, met: false, fact: 200, percent: 20, pace: 'behind' }),
          ]),
        ),
    });
    expect(await screen.findByRole('progressbar', { name: /^Rita Rep: / })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Won amount goal' })).toBeInTheDocument();
    expect(screen.getByText('120% · Met')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /^Total: / })).toHaveAttribute('aria-valuenow', '200');
    const asked = new URL(`http://x${api.calls('GET', `/projects/${projectId}/goal_progress`).at(-1)?.path}`).searchParams;
    expect(asked.getAll('metric[]')).toEqual(['payments']);
    expect(asked.get('date')).toBe((posted(api).at(-1)!.date as { to: string }).to);
  });

  it('sorts a column ascending first, then descending, keeping the sort in the URL', async () => {
    const { user, router } = renderManagers();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Won' }));
    expect(screen.getByRole('columnheader', { name: /Won/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['/api/employees/gone', 'Rita Rep', 'Gina Gone(inactive)', 'Sam SellerDistribution', 'No owner']);
    await user.click(screen.getByRole('button', { name: /Won/ }));
    expect(screen.getByRole('columnheader', { name: /Won/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Sam SellerDistribution', 'Gina Gone(inactive)', 'Rita Rep', '/api/employees/gone', 'No owner']);
    expect(router.state.location.search).toBe('?sort=won&sortOrder=desc');
  });

  it('falls back to the first sort option for an unknown key, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderManagers('/managers?sort=bogus');
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /Manager/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(warn).toHaveBeenCalledWith('Unknown sort key "bogus"; sorting by "name" instead');
  });

  it('refetches on every filter change, also when it returns to filters answered a moment ago', async () => {
    const { user, api, router } = renderManagers();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Employees: All' }));
    const list = await screen.findByRole('dialog', { name: 'Employees' });
    expect(within(list).getByRole('group', { name: 'Inactive' })).toHaveTextContent('Gina Gone');
    await user.click(within(list).getByRole('checkbox', { name: 'Sam Seller' }));
    await waitFor(() => expect(posted(api)).toHaveLength(2));
    expect(posted(api)[1]!.employees).toEqual([sam['@id']]);
    expect(router.state.location.search).toBe(`?employee=${sam.id}`);
    expect(screen.getByRole('button', { name: 'Employees: Sam Seller' })).toBeInTheDocument();

    await user.click(within(list).getByRole('checkbox', { name: 'Sam Seller' }));
    await waitFor(() => expect(posted(api)).toHaveLength(3));
    expect(posted(api)[2]!.employees).toBeUndefined();
  });

  it('says which working time it counts and includes the deals outside it in one click, which Back undoes', async () => {
    const { user, api, router } = renderManagers('/managers', {
      'POST /analytics/managers': () => jsonResponse({ ...answer, outsideWindow: { deals: 527 } }),
    });
    const note = await screen.findByTestId('window-note');
    // Managers count whole days, Monday to Friday, by default.
    expect(note).toHaveTextContent('Counting 00:00–23:59, Mon–Fri · 527 deals outside these hours');
    await user.click(within(note).getByRole('button', { name: 'Include them' }));
    await waitFor(() => expect(posted(api)).toHaveLength(2));
    expect(posted(api)[1]!.dateTimeRanges).toEqual([{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5, 6, 7] }]);
    expect(router.state.location.search).toBe('?range=00%3A00%3A00-23%3A59%3A59%7E1234567');
    await waitFor(() => expect(screen.queryByTestId('window-note')).not.toBeInTheDocument());
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('window-note')).toBeInTheDocument();
  });

  it('reads the filters of a shared link, and clearing the date resets to this month, Monday to Friday', async () => {
    const { user, api, router } = renderManagers(
      `/managers?from=2026-01-05&to=2026-01-30&employee=${rita.id}&range=09:00:00-12:00:00~6&exclude=13:00:00-14:00:00~12345`,
    );
    await screen.findByRole('table');
    expect(posted(api)[0]).toMatchObject({
      date: { from: '2026-01-05', to: '2026-01-30' },
      employees: [rita['@id']],
      dateTimeRanges: [{ fromTime: '09:00:00', toTime: '12:00:00', daysOfWeek: [6] }],
      dateTimeRangeExclusions: [{ fromTime: '13:00:00', toTime: '14:00:00', daysOfWeek: [1, 2, 3, 4, 5] }],
    });
    expect(screen.getByRole('button', { name: 'Working time: Sat 09:00–12:00, 1 exclusion' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    await waitFor(() => expect(posted(api)).toHaveLength(2));
    expect(posted(api)[1]).toMatchObject({
      date: { from: '2026-03-01', to: '2026-03-18' },
      employees: [rita['@id']],
      dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5] }],
      dateTimeRangeExclusions: [],
    });
    expect(router.state.location.search).toBe(`?from=2026-03-01&to=2026-03-18&employee=${rita.id}`);
  });

  it('ignores invalid parameters of a link and uses the defaults for them', async () => {
    const { api } = renderManagers('/managers?from=2026-13-01&to=2026-03-01&range=99:00:00-10:00:00~1');
    await screen.findByRole('table');
    expect(posted(api)[0]).toMatchObject({
      date: { from: '2026-02-18', to: '2026-03-18' },
      dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5] }],
    });
  });

  it('offers products and custom properties once the project has them', async () => {
    const { user, api } = renderManagers('/managers', {
      [`GET /projects/${projectId}/products`]: () =>
        jsonResponse(hydraCollection([{ '@id': '/api/products/pr1', id: 'pr1', name: 'Gold plan', sku: 'G-1' }])),
      ...projectDataRoute(projectId, [{ '@id': '/api/properties/src', id: 'src', name: 'Source', options: ['Web', 'Ads'] }]),
    });
    await screen.findByRole('table');
    await user.click(await screen.findByRole('button', { name: 'Products: All' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Products' })).getByRole('checkbox', { name: /Gold plan/ }));
    await waitFor(() => expect(posted(api).at(-1)!.products).toEqual(['/api/products/pr1']));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Properties: All' }));
    await user.click(within(await screen.findByRole('region', { name: 'Options of Source' })).getByRole('checkbox', { name: 'Ads' }));
    await waitFor(() => expect(posted(api).at(-1)!.properties).toEqual([{ propertyId: '/api/properties/src', values: ['Ads'] }]));
  });

  it('leaves out the product and property filters the server does not offer', async () => {
    renderManagers();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Employees: All' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Products/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Properties/ })).not.toBeInTheDocument();
  });

  it('keeps refused filters on screen with a way back to the defaults', async () => {
    let refuse = true;
    const { user, router } = renderManagers(`/managers?employee=foreign`, {
      'POST /analytics/managers': () =>
        refuse ? hydraErrorResponse(422, 'employees: not an employee of this project') : jsonResponse(answer),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('not an employee of this project');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('warns when a data provider’s sync is failing', async () => {
    renderManagers(
      '/managers',
      {},
      { providers: [providerFixture(1, 'Main CRM', { state: 'error', lastError: 'HubSpot answered 401' }), providerFixture(2, 'Forms')] },
    );
    expect(await screen.findByText(/Main CRM is failing to sync: HubSpot answered 401/)).toBeInTheDocument();
    expect(screen.queryByText(/Forms is failing/)).not.toBeInTheDocument();
  });

  it('exports every row and the total as CSV', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderManagers();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const lines = (await created[0]!.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Manager,Leads,Negotiations,Negotiations amount,Bills,Bills amount,Negotiation → bill,Won,Bill → won,Lost,Conversion,Forecast,Static forecast',
    );
    expect(lines).toHaveLength(7);
    expect(lines[4]).toBe('Sam Seller,10,6,6000,4,4000.4,66.67,5,50,1,20,1234.5,1000');
    expect(lines[6]).toMatch(/^Total,50,/);
  });

  it('names a pipeline stage column apart from the figure it shares a name with', async () => {
    const withStage = { ...answer, employees: answer.employees.map((r) => ({ ...r, columns: [...r.columns, { name: 'Won', value: 1 }] })) };
    const { user } = renderManagers('/managers', { 'POST /analytics/managers': () => jsonResponse(withStage) });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Won' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Won, pipeline stage' }));
    const stage = within(table).getByRole('columnheader', { name: 'Won, pipeline stage' });
    expect(stage).toHaveAttribute('aria-sort', 'ascending');
    // Sighted users see it too, under the stage's name.
    expect(within(stage).getByText('pipeline stage')).not.toHaveClass('sr-only');
  });
});
