import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';
import { createWebhookProvider, sendEvents } from './support/webhook';

type EmployeeRow = { id: string; user: { email: string } };

test.describe('Distribution dry run', () => {
  test('replays the leads through the unsaved form on the edit screen, in dark theme @mobile', async ({ page }) => {
    test.slow();
    const request = page.request;
    const owner = await registerThroughApi(request, 'Olga Owner', 'dry-owner');
    const project = await createProject(request, owner.token, 'Dry run leads');
    const rita = await registerThroughApi(request, 'Rita Rep', 'dry-rita');
    const sam = await registerThroughApi(request, 'Sam Seller', 'dry-sam');
    await addMember(request, owner.token, project.id, rita);
    await addMember(request, owner.token, project.id, sam);
    const auth = { Authorization: `Bearer ${owner.token}` };
    const employees = (
      (await (await request.get(`/api/projects/${project.id}/employees`, { headers: auth })).json()) as { 'hydra:member': EmployeeRow[] }
    )['hydra:member'];
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));
    const ids: string[] = [];
    for (const email of [rita.email, sam.email]) {
      const employee = employees.find((e) => e.user.email === email)!;
      ids.push(employee.id);
      const patched = await request.patch(`/api/employees/${employee.id}`, {
        headers: { ...auth, 'content-type': 'application/merge-patch+json' },
        data: { schedules: allDay },
      });
      expect(patched.status(), await patched.text()).toBe(200);
    }
    const created = await request.post('/api/distributions', {
      headers: auth,
      data: {
        project: `/api/projects/${project.id}`,
        name: 'Inbound',
        employees: ids.map((id) => ({ employee: `/api/employees/${id}`, weight: 1 })),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const distribution = (await created.json()) as { id: string };

    // Four new leads, two each at equal weights.
    const provider = await createWebhookProvider(request, owner.token, project.id, 'Main CRM');
    const now = new Date().toISOString();
    await sendEvents(
      request,
      provider,
      [1, 2, 3, 4].map((n) => ({ type: 'deal', externalId: `DRY-${n}`, title: `Lead ${n}`, stage: 'new', createdAt: now, updatedAt: now })),
    );
    await expect
      .poll(async () => {
        const read = await request.get(`/api/distributions/${distribution.id}`, { headers: auth });
        return ((await read.json()) as { stats: { assignedToday: number } }).stats.assignedToday;
      })
      .toBe(4);

    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, await logInThroughApi(request, owner));
    await selectProject(page, project);
    await page.goto(`/distribution/${distribution.id}`);

    // Rita at three times Sam's weight, not saved: the dry run reads the form as it is.
    await page.getByLabel('Weight of Rita Rep').fill('3');
    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    await expect(page.getByTestId('dry-run-summary')).toHaveText(
      'Replayed 4 leads of the last 14 days: 4 taken by this draft (4 to its employees, 0 to the fallback owner, 0 would wait).',
    );
    const table = page.getByRole('table', { name: /with this draft/ });
    const ritaRow = table.getByRole('row', { name: /Rita Rep/ });
    await expect(ritaRow).toContainText('2 · 50.0%');
    await expect(ritaRow).toContainText('3 · 75.0%');
    await expect(ritaRow).toContainText('+25.0 pp');
    await expect(table.getByRole('row', { name: /Sam Seller/ })).toContainText('−25.0 pp');
    await expect(page.getByText(/Delay and re-assignment are not replayed/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dry run result');

    // The page itself never scrolls sideways, whatever the table needs (390 px on the mobile run).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Another period: run again from the section's own button.
    await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    await page.getByRole('button', { name: 'Run dry run' }).click();
    await expect(page.getByTestId('dry-run-summary')).toContainText('of the last 7 days');

    // Nothing was saved: the stored weight is still 1.
    const stored = (await (await request.get(`/api/distributions/${distribution.id}`, { headers: auth })).json()) as {
      employees: { weight: number }[];
    };
    expect(stored.employees.map((m) => m.weight)).toEqual([1, 1]);
  });
});
