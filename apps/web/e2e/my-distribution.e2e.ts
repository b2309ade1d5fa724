import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { addMember, createProject, logInThroughApi, registerThroughApi, signIn } from './support/team-api';
import { createWebhookProvider, sendEvents } from './support/webhook';

type EmployeeRow = { id: string; user: { email: string } };

test.describe('My lead distribution', () => {
  test('a representative sees their expected versus received leads, and the assignee who asked for it gets an e-mail @mobile', async ({
    page,
  }) => {
    const request = page.request;
    const owner = await registerThroughApi(request, 'Olga Owner', 'share-owner');
    const project = await createProject(request, owner.token, 'Share leads');
    const rita = await registerThroughApi(request, 'Rita Rep', 'share-rita');
    const sam = await registerThroughApi(request, 'Sam Seller', 'share-sam');
    await addMember(request, owner.token, project.id, rita);
    await addMember(request, owner.token, project.id, sam);
    const auth = { Authorization: `Bearer ${owner.token}` };
    const employees = (
      (await (await request.get(`/api/projects/${project.id}/employees`, { headers: auth })).json()) as { 'hydra:member': EmployeeRow[] }
    )['hydra:member'];
    const idOf = (email: string) => employees.find((e) => e.user.email === email)!.id;
    // Around the clock, so the lead is decided at once whatever the hour.
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));
    for (const email of [rita.email, sam.email]) {
      const patched = await request.patch(`/api/employees/${idOf(email)}`, {
        headers: { ...auth, 'content-type': 'application/merge-patch+json' },
        data: { schedules: allDay },
      });
      expect(patched.status(), await patched.text()).toBe(200);
    }
    const provider = await createWebhookProvider(request, owner.token, project.id, 'Forms');
    // Sam weighs four times Rita: the first lead is his, Rita is owed 0.2 of it.
    const created = await request.post('/api/distributions', {
      headers: auth,
      data: {
        project: `/api/projects/${project.id}`,
        name: 'Inbound',
        employees: [
          { employee: `/api/employees/${idOf(rita.email)}`, weight: 1, dailyCap: 10 },
          { employee: `/api/employees/${idOf(sam.email)}`, weight: 4 },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const samMe = (await (await request.post('/api/auth/login', { data: { email: sam.email, password: sam.password } })).json()) as {
      token: string;
    };
    const samId = JSON.parse(Buffer.from(samMe.token.split('.')[1]!, 'base64url').toString()).userid as string;
    const optedIn = await request.patch(`/api/users/${samId}`, {
      headers: { Authorization: `Bearer ${samMe.token}`, 'content-type': 'application/merge-patch+json' },
      data: { notifyLeadEmail: true },
    });
    expect(optedIn.status(), await optedIn.text()).toBe(200);

    const at = new Date().toISOString();
    await sendEvents(request, provider, [
      {
        type: 'deal',
        externalId: 'SHARE-1',
        stage: 'new',
        title: 'Solar panels quote',
        link: 'https://crm.example.com/deals/SHARE-1',
        createdAt: at,
        updatedAt: at,
      },
    ]);
    // The newest mail to Sam is his invitation until the lead's arrives.
    await expect.poll(() => waitForMail(sam.email), { timeout: 15_000 }).toContain('New lead: Solar panels quote');
    const mail = await waitForMail(sam.email);
    expect(mail).toContain('https://crm.example.com/deals/SHARE-1');

    // Rita, a representative, on her personal settings.
    await signIn(page, await logInThroughApi(request, rita));
    await page.evaluate(
      (value) => localStorage.setItem('session', value),
      JSON.stringify({ state: { projectId: project.id, projectName: project.name, role: 'REPRESENTATIVE' }, version: 0 }),
    );
    // Reached through the user menu, as a representative (who has no distribution screens) would.
    await page.goto('/');
    await page.getByRole('button', { name: /Rita Rep/ }).click();
    await page.getByRole('menuitem', { name: 'Personal settings' }).click();
    await expect(page).toHaveTitle('SalesPulse | Personal settings');
    const card = page.getByRole('region', { name: 'My lead distribution' });
    await expect(card.getByRole('heading', { name: 'Inbound' })).toBeVisible();
    await expect(card.getByText('Expected versus received leads in the distributions of Share leads you are in.')).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: '0.2' }).first()).toBeVisible();
    await expect(card.getByText('0.2 leads behind your share')).toBeVisible();
    await expect(card.getByText('0 of 10 today')).toBeVisible();
    await expect(card.getByText("You received 0% of this distribution's leads; your weight (1) entitles you to 20%.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'personal settings with the lead distribution card');

    // Her own e-mail choice, kept across a reload.
    const box = page.getByRole('checkbox', { name: 'E-mail me when a lead is assigned to me' });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByText('Notification settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'E-mail me when a lead is assigned to me' })).toBeChecked();
  });

  test('a member in no distribution is told so', async ({ page }) => {
    const owner = await registerThroughApi(page.request, 'Nina Nobody', 'share-none');
    const project = await createProject(page.request, owner.token, 'Quiet shop');
    await signIn(page, await logInThroughApi(page.request, owner));
    await page.evaluate(
      (value) => localStorage.setItem('session', value),
      JSON.stringify({ state: { projectId: project.id, projectName: project.name, role: 'OWNER' }, version: 0 }),
    );
    await page.goto('/user-profile');
    await expect(page.getByText('You are not in any lead distribution.')).toBeVisible();
  });
});
