import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addMember, createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './team-api';

export type Provider = { id: string; secret: string };

/** Sends a batch the way a CRM integration does: the raw body signed with the provider's secret. */
export async function ingest(request: APIRequestContext, provider: Provider, events: unknown[]) {
  const body = JSON.stringify({ events });
  const signature = createHmac('sha256', provider.secret).update(body).digest('hex');
  const response = await request.post(`/api/data_providers/${provider.id}/events`, {
    headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The latest weekday before today, 09:00 UTC (10:00 or 11:00 in Berlin): inside every screen's
 * default period and working time (Monday to Friday, 08:00-17:00 at the narrowest).
 */
function lastWeekdayMorning(): Date {
  const day = new Date();
  day.setUTCHours(9, 0, 0, 0);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day;
}

export type AnalyticsProject = Awaited<ReturnType<typeof seedAnalyticsProject>>;

/**
 * A project in Berlin with an owner and two representatives (Rita Rep, Sam Seller), one webhook
 * provider whose stages are defined, and a morning of activity:
 * - Rita: deals R1 "Acme renewal" (won, with a link), R2 (won, no title), R3 "Beta pilot" (lost),
 *   each called 10, 20 and 30 minutes after it came in; calls of 120 s, 300 s and an unanswered one.
 * - Sam: S1 "Gamma" (invoice) called after 45 minutes for 60 s; S2 "Delta" (qualified), untouched.
 * - No owner: N1 "Orphan" (qualified).
 */
export async function seedAnalyticsProject(page: Page, prefix: string) {
  const request = page.request;
  const owner = await registerThroughApi(request, 'Olga Owner', `${prefix}-owner`);
  const project = await createProject(request, owner.token, `${prefix} analytics`);
  const rita = await registerThroughApi(request, 'Rita Rep', `${prefix}-rita`);
  const sam = await registerThroughApi(request, 'Sam Seller', `${prefix}-sam`);
  await addMember(request, owner.token, project.id, rita);
  await addMember(request, owner.token, project.id, sam);

  const auth = { Authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/data_providers', {
    headers: auth,
    data: { project: `/api/projects/${project.id}`, type: 'webhook', name: 'Main CRM' },
  });
  expect(created.status()).toBe(201);
  const provider = (await created.json()) as Provider;
  for (const [stage, kind] of Object.entries({ qualified: 'negotiation', invoice: 'bill', won: 'won', lost: 'lost' })) {
    const response = await request.post('/api/definitions', {
      headers: auth,
      data: { dataProvider: `/api/data_providers/${provider.id}`, stage, kind },
    });
    expect(response.status()).toBe(201);
  }

  const morning = lastWeekdayMorning();
  const at = (minutes: number) => new Date(morning.getTime() + minutes * 60_000).toISOString();
  const deal = (externalId: string, owner: string | null, stage: string, title: string | null, amount: number) => ({
    type: 'deal',
    externalId,
    ownerExternalId: owner,
    stage,
    title,
    amount,
    link: `https://crm.example/deals/${externalId}`,
    createdAt: at(0),
    updatedAt: at(0),
  });
  const call = (externalId: string, owner: string, dealExternalId: string, minutes: number, durationSeconds: number) => ({
    type: 'call',
    externalId,
    ownerExternalId: owner,
    dealExternalId,
    startedAt: at(minutes),
    durationSeconds,
    answered: durationSeconds > 0,
  });
  await ingest(request, provider, [
    { type: 'user', externalId: 'u-rita', name: 'Rita in CRM', email: rita.email },
    { type: 'user', externalId: 'u-sam', name: 'Sam in CRM', email: sam.email },
    deal('R1', 'u-rita', 'won', 'Acme renewal', 5000),
    { ...deal('R2', 'u-rita', 'won', null, 3000), link: null },
    deal('R3', 'u-rita', 'lost', 'Beta pilot', 1000),
    deal('S1', 'u-sam', 'invoice', 'Gamma', 2000),
    deal('S2', 'u-sam', 'qualified', 'Delta', 1500),
    deal('N1', null, 'qualified', 'Orphan', 700),
    call('C1', 'u-rita', 'R1', 10, 120),
    call('C2', 'u-rita', 'R2', 20, 300),
    call('C3', 'u-rita', 'R3', 30, 0),
    call('C4', 'u-sam', 'S1', 45, 60),
  ]);

  await signIn(page, await logInThroughApi(request, owner));
  await selectProject(page, project);
  return { owner, project, provider, rita, sam, at };
}
