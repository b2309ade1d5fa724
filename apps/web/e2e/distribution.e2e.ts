import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';
import { createWebhookProvider, sendEvents } from './support/webhook';

type EmployeeRow = { id: string; user: { email: string } };

/**
 * An owner signed in on a Berlin project with two representatives, Rita and Sam, who work around
 * the clock (so a lead sent now is decided at once, whatever the hour), and a webhook provider.
 */
async function distributionProject(page: Page, prefix: string) {
  const request = page.request;
  const owner = await registerThroughApi(request, 'Olga Owner', `${prefix}-owner`);
  const project = await createProject(request, owner.token, `${prefix} leads`);
  const rita = await registerThroughApi(request, 'Rita Rep', `${prefix}-rita`);
  const sam = await registerThroughApi(request, 'Sam Seller', `${prefix}-sam`);
  await addMember(request, owner.token, project.id, rita);
  await addMember(request, owner.token, project.id, sam);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const listed = await request.get(`/api/projects/${project.id}/employees`, { headers: auth });
  const employees = ((await listed.json()) as { 'hydra:member': EmployeeRow[] })['hydra:member'];
  const allDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));
  for (const email of [rita.email, sam.email]) {
    const employee = employees.find((e) => e.user.email === email)!;
    const patched = await request.patch(`/api/employees/${employee.id}`, {
      headers: { ...auth, 'content-type': 'application/merge-patch+json' },
      data: { schedules: allDay },
    });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  const provider = await createWebhookProvider(request, owner.token, project.id, 'Main CRM');
  await signIn(page, await logInThroughApi(request, owner));
  await selectProject(page, project);
  return { provider };
}

test.describe('Lead distribution', () => {
  test('settings, a distribution created and edited, and the decision of a new lead in the history @mobile', async ({ page }) => {
    // One long journey through six screens, with axe on three: more than the default 30 s.
    test.slow();
    const { provider } = await distributionProject(page, 'dist');

    // Settings: the defaults are shown, a change is saved and survives a reload.
    await page.goto('/settings/distribution-settings');
    await expect(page).toHaveTitle('SalesPulse | Distribution settings');
    // The fields are steppers (their − and + carry the label too): a number past the range is clamped.
    const stepper = (name: string) => page.getByRole('spinbutton', { name });
    await expect(stepper('Postpone (minutes)')).toHaveValue('1440');
    await stepper('Distribution delay (minutes)').fill('2000');
    await stepper('Distribution delay (minutes)').press('Tab');
    await expect(stepper('Distribution delay (minutes)')).toHaveValue('1440');
    await stepper('Distribution delay (minutes)').fill('30');
    await stepper('Away count limit').fill('2');
    await page.getByRole('button', { name: 'Increase Away count limit' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Distribution settings saved')).toBeVisible();
    await page.reload();
    await expect(stepper('Distribution delay (minutes)')).toHaveValue('30');
    await expect(stepper('Away count limit')).toHaveValue('3');

    // Overview: empty at first.
    await page.goto('/distribution');
    await expect(page).toHaveTitle('SalesPulse | Distribution');
    await expect(page.getByRole('heading', { name: 'No distributions yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'empty overview');
    await page.getByRole('link', { name: 'Create distribution' }).last().click();

    // Create with two employees, Rita at twice Sam's weight.
    await expect(page).toHaveURL(/\/distribution\/create$/);
    await page.getByLabel('Name', { exact: true }).fill('Inbound');
    const picker = page.getByLabel('Add employee');
    await picker.selectOption({ label: 'Rita Rep' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await picker.selectOption({ label: 'Sam Seller' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Weight of Rita Rep').fill('2');
    await expect(page.getByText('66.7%')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'create form');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Distribution created')).toBeVisible();

    // It is in the overview, active, with both employees.
    await expect(page).toHaveURL(/\/distribution$/);
    const card = page.getByRole('listitem', { name: 'Inbound' });
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText('Employees').locator('..')).toContainText('2');

    // Edit: rename and cap Sam.
    await card.getByRole('link', { name: 'Edit Inbound' }).click();
    await expect(page.getByLabel('Weight of Rita Rep')).toHaveValue('2');
    await page.getByLabel('Name', { exact: true }).fill('Inbound leads');
    await page.getByLabel('Daily cap of Sam Seller').fill('10');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Distribution saved')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Inbound leads' })).toBeVisible();

    // A new lead without an owner arrives and goes to Rita, who is owed the most.
    const now = new Date().toISOString();
    await sendEvents(page.request, provider, [
      { type: 'deal', externalId: 'L-1', title: 'Fresh lead', stage: 'new', createdAt: now, updatedAt: now },
    ]);
    await page.goto('/distribution/history');
    await expect(page).toHaveTitle('SalesPulse | Distribution history');
    const row = page.getByRole('listitem').filter({ hasText: 'Fresh lead' });
    await expect(row.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(row.getByText('to Rita Rep · Inbound leads')).toBeVisible();
    await row.getByText('Why').click();
    await expect(row.getByText(/weight 2, expected/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'history');

    // Filtered by Sam, the lead is not there.
    await page.getByLabel('Employee').selectOption({ label: 'Sam Seller' });
    await expect(page.getByText('No decisions match these filters.')).toBeVisible();

    // The overview counts it for today; the edit screen's fairness ledger shows it.
    await page.getByRole('navigation', { name: 'Distribution sections' }).getByRole('link', { name: 'Overview' }).click();
    const updated = page.getByRole('listitem', { name: 'Inbound leads' });
    await expect(updated.getByText('Assigned today').locator('..')).toContainText('1');
    await updated.getByRole('link', { name: 'Edit Inbound leads' }).click();
    const ledger = page.getByRole('table');
    await expect(ledger.getByRole('row', { name: /Rita Rep/ })).toContainText('1');

    // Deleted after confirmation: the overview is empty again, the decision stays in the history.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Inbound leads?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Distribution deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No distributions yet' })).toBeVisible();
    await page.goto('/distribution/history');
    await expect(page.getByRole('listitem').filter({ hasText: 'Fresh lead' }).getByText('to Rita Rep')).toBeVisible();
  });

  test('a preset is saved from the form, renamed and refilled, then deleted @mobile', async ({ page }) => {
    await distributionProject(page, 'preset');
    await page.goto('/distribution/create');
    const picker = page.getByLabel('Add employee');
    await picker.selectOption({ label: 'Rita Rep' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save as preset' }).click();
    const save = page.getByRole('dialog', { name: 'Save as preset' });
    await save.getByLabel('Preset name').fill('Solo');
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Preset saved')).toBeVisible();

    // Sam joins the form; the preset takes the new name and both employees.
    await picker.selectOption({ label: 'Sam Seller' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Preset', { exact: true }).selectOption({ label: 'Solo' });
    await page.getByRole('button', { name: 'Edit the preset Solo' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the preset Solo' });
    await edit.getByLabel('Preset name').fill('Pair');
    await edit.getByLabel("Replace its employees with this form's 2 employees").check();
    await edit.getByRole('button', { name: 'Save' }).click();
    // The first save's toast may still be on screen: the dialog closing and the new name tell instead.
    await expect(edit).toHaveCount(0);
    await expect(page.getByLabel('Preset', { exact: true }).getByRole('option', { name: 'Pair' })).toHaveCount(1);

    // Applying it on a fresh form brings both back.
    await page.reload();
    await page.getByLabel('Preset', { exact: true }).selectOption({ label: 'Pair' });
    await page.getByRole('button', { name: 'Apply preset' }).click();
    await expect(page.getByLabel('Weight of Rita Rep')).toBeVisible();
    await expect(page.getByLabel('Weight of Sam Seller')).toBeVisible();

    await page.getByRole('button', { name: 'Edit the preset Pair' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete preset' }).click();
    await page.getByRole('dialog', { name: 'Delete the preset Pair?' }).getByRole('button', { name: 'Delete preset' }).click();
    await expect(page.getByText('Preset “Pair” deleted')).toBeVisible();
    await expect(page.getByLabel('Preset', { exact: true }).getByRole('option', { name: 'Pair' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply preset' })).toBeDisabled();
  });
});
