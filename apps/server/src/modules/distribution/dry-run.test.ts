import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deals } from '../../db/schema/activity';
import { properties } from '../../db/schema/catalogue';
import { distributionEmployees, distributionLeads, distributionLogs, distributions } from '../../db/schema/distribution';

type Json = Record<string, unknown> & { id: string; '@id': string };
type Row = {
  employee: string;
  name: string;
  weight: number | null;
  dailyCap: number | null;
  currentReceived: number;
  currentShare: number;
  draftReceived: number;
  draftShare: number;
  change: number;
};

const DAY = 86_400_000;
const everyDay = (start: string, end: string) => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start, end }));

/** The UTC instant `hhmm` on the day `daysAgo` days before now (the project's zone is UTC). */
function at(daysAgo: number, hhmm: string): Date {
  const day = new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${hhmm}:00Z`);
}

describe('distribution dry run', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor;
  let foreign: Actor;
  let project: Json;
  let foreignProject: Json;
  let ann: string;
  let bob: string;
  let stranger: string;
  let web: Json;
  let partner: Json;
  let region: string;
  let inbound: Json;
  let counter = 0;

  function inject(actor: Actor | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
    const headers: Record<string, string> = { ...(actor?.headers ?? {}) };
    if (body !== undefined) headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    return t.app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
  }

  const dryRun = (actor: Actor | undefined, body: Record<string, unknown>) => inject(actor, 'POST', '/api/distributions/dry_run', body);

  async function deal(
    projectId: string,
    providerId: string,
    createdAt: Date,
    extra: { region?: string; lead?: { distributionId: string; employeeId: string } } = {},
  ) {
    counter += 1;
    const [row] = await t.db
      .insert(deals)
      .values({
        projectId,
        dataProviderId: providerId,
        externalId: `DR-${counter}`,
        stage: 'new',
        properties: extra.region ? { region: extra.region } : {},
        createdAt,
        updatedAt: createdAt,
        assignedAt: createdAt,
      })
      .returning();
    if (extra.lead) {
      await t.db.insert(distributionLeads).values({
        projectId,
        dealId: row!.id,
        distributionId: extra.lead.distributionId,
        employeeId: extra.lead.employeeId,
        state: 'assigned',
        assignedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  async function rowCounts() {
    const tables = [deals, distributionLeads, distributionLogs, distributionEmployees, distributions] as const;
    const counts = await Promise.all(tables.map(async (table) => (await t.db.select({ value: count() }).from(table))[0]!.value));
    const ledger = await t.db.select().from(distributionEmployees).where(eq(distributionEmployees.distributionId, inbound.id));
    const [clock] = await t.db
      .select({ shareClock: distributions.shareClock, updatedAt: distributions.updatedAt })
      .from(distributions)
      .where(eq(distributions.id, inbound.id));
    return { counts, ledger, clock };
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = (await createProject(t, owner, 'Replay Inc', 'UTC')) as Json;
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    foreign = await signUp(t, 'Felix Foreign');
    foreignProject = (await createProject(t, foreign, 'Elsewhere', 'UTC')) as Json;
    const annMember = await addMember(t, project.id, 'REPRESENTATIVE', 'Ann');
    const bobMember = await addMember(t, project.id, 'REPRESENTATIVE', 'Bob');
    ann = `/api/employees/${annMember.employeeId}`;
    bob = `/api/employees/${bobMember.employeeId}`;
    // Ann works 09–17, Bob only 09–13 (project zone UTC).
    await inject(owner, 'PATCH', ann, { schedules: everyDay('09:00', '17:00') });
    await inject(owner, 'PATCH', bob, { schedules: everyDay('09:00', '13:00') });
    stranger = `/api/employees/${(await addMember(t, foreignProject.id, 'REPRESENTATIVE', 'Stranger')).employeeId}`;
    web = (await inject(owner, 'POST', '/api/data_providers', { project: project['@id'], type: 'webhook', name: 'Web' })).json() as Json;
    partner = (
      await inject(owner, 'POST', '/api/data_providers', { project: project['@id'], type: 'webhook', name: 'Partner' })
    ).json() as Json;
    const foreignProvider = (
      await inject(foreign, 'POST', '/api/data_providers', { project: foreignProject['@id'], type: 'webhook', name: 'F' })
    ).json() as Json;
    const [property] = await t.db
      .insert(properties)
      .values({ projectId: project.id, dataProviderId: web.id, key: 'region', name: 'Region' })
      .returning();
    region = `/api/properties/${property!.id}`;

    // Partner leads go to "Partners" first (position 0); the rest to "Inbound" (position 1).
    await inject(owner, 'POST', '/api/distributions', {
      project: project['@id'],
      name: 'Partners',
      position: 0,
      dataProviders: [partner['@id']],
      employees: [{ employee: ann }],
    });
    inbound = (
      await inject(owner, 'POST', '/api/distributions', {
        project: project['@id'],
        name: 'Inbound',
        position: 1,
        employees: [{ employee: ann }, { employee: bob }],
      })
    ).json() as Json;

    // Days 2 to 6 ago: four leads while both work, two while only Ann does (all EU web leads).
    // What they really got: Ann 20, Bob 14 of the 34 leads Inbound holds.
    let given = 0;
    const holder = () => (given++ < 20 ? annMember.employeeId : bobMember.employeeId);
    for (let daysAgo = 2; daysAgo <= 6; daysAgo++) {
      for (const hhmm of ['09:10', '10:10', '11:10', '12:10', '14:10', '15:10']) {
        await deal(project.id, web.id, at(daysAgo, hhmm), { region: 'EU', lead: { distributionId: inbound.id, employeeId: holder() } });
      }
    }
    // Four evening leads three days ago: nobody works, so they wait for 09:00 the next morning.
    for (const hhmm of ['20:00', '20:10', '20:20', '20:30']) {
      await deal(project.id, web.id, at(3, hhmm), { region: 'EU', lead: { distributionId: inbound.id, employeeId: holder() } });
    }
    // Three US leads (no lead rows: still without an owner) and two partner leads.
    for (const hhmm of ['10:30', '11:30', '12:30']) await deal(project.id, web.id, at(4, hhmm), { region: 'US' });
    for (const hhmm of ['10:40', '11:40']) await deal(project.id, partner.id, at(4, hhmm));
    // Outside the window (20 days ago) and in another project: never replayed.
    await deal(project.id, web.id, at(20, '10:00'), { region: 'EU' });
    for (const hhmm of ['10:00', '11:00', '12:00']) await deal(foreignProject.id, foreignProvider.id, at(3, hhmm));
  });
  afterAll(() => t.close());

  it('replays the window through the draft: weights 1 and 3, schedules, waiting leads, other distributions first', async () => {
    const before = await rowCounts();
    const response = await dryRun(owner, {
      project: project['@id'],
      days: 14,
      distribution: inbound['@id'],
      draft: {
        name: 'Inbound',
        propertyConditions: [{ property: region, operator: 'eq', value: 'EU' }],
        employees: [
          { employee: ann, weight: 1 },
          { employee: bob, weight: 3 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      days: 14,
      replayed: 39,
      leads: 34,
      assigned: 34,
      fallback: 0,
      waiting: 0,
      elsewhere: 2,
      unmatched: 3,
      truncated: false,
    });
    expect(Date.parse(result.to) - Date.parse(result.from)).toBe(14 * DAY);
    // Each morning 1:3 (Ann 1, Bob 3), each afternoon Ann alone (2); the evening's four wait for the
    // next morning and split 1:3 as well: Ann 5 + 10 + 1 = 16, Bob 15 + 3 = 18.
    const rows = result.employees as Row[];
    expect(rows.map((r) => [r.name, r.weight, r.currentReceived, r.draftReceived])).toEqual([
      ['Ann', 1, 20, 16],
      ['Bob', 3, 14, 18],
    ]);
    expect(rows[0]!.currentShare).toBeCloseTo(20 / 34, 9);
    expect(rows[0]!.draftShare).toBeCloseTo(16 / 34, 9);
    expect(rows[0]!.change).toBeCloseTo(16 / 34 - 20 / 34, 9);
    expect(rows[1]!.change).toBeCloseTo(18 / 34 - 14 / 34, 9);
    expect(result.assumptions.join(' ')).toMatch(/Delay and re-assignment are not replayed/);
    expect(result.assumptions.join(' ')).toMatch(/Nobody is away/);
    // Read-only: no row added, changed or removed.
    expect(await rowCounts()).toEqual(before);
  });

  it('applies daily caps, the fallback owner and a condition that takes fewer leads', async () => {
    const capped = (
      await dryRun(owner, {
        project: project['@id'],
        days: 14,
        distribution: inbound.id,
        draft: {
          employees: [
            { employee: ann, weight: 1 },
            { employee: bob, weight: 3, dailyCap: 2 },
          ],
        },
      })
    ).json();
    // No region condition: the US leads are taken too (37); Bob gets his 2 a day on 5 days.
    expect(capped).toMatchObject({ leads: 37, assigned: 37, unmatched: 0, elsewhere: 2 });
    expect((capped.employees as Row[]).map((r) => [r.name, r.dailyCap, r.draftReceived])).toEqual([
      ['Ann', null, 27],
      ['Bob', 2, 10],
    ]);

    // Only Bob, only the US leads, Ann as fallback: Bob works at 10:30 and 11:30 and 12:30.
    const us = (
      await dryRun(owner, {
        project: project['@id'],
        days: 7,
        distribution: inbound['@id'],
        draft: {
          propertyConditions: [{ property: region, operator: 'eq', value: 'US' }],
          fallbackEmployee: ann,
          employees: [{ employee: bob, dailyCap: 1 }],
        },
      })
    ).json();
    // Bob's cap is 1 a day: the second and third US lead wait for his next morning (postpone 1440).
    expect(us).toMatchObject({ replayed: 39, leads: 3, assigned: 3, fallback: 0, waiting: 0, elsewhere: 2, unmatched: 34 });
    // Ann is not in the draft: she shows with what she holds now and no weight.
    expect((us.employees as Row[]).map((r) => [r.name, r.weight, r.currentReceived, r.draftReceived])).toEqual([
      ['Bob', 1, 14, 3],
      ['Ann', null, 20, 0],
    ]);

    // With postpone 0 nobody waits: the capped leads go to the fallback owner.
    const setting = (
      await inject(owner, 'POST', '/api/settings', { project: project['@id'], name: 'distribution_postpone', value: '0' })
    ).json() as Json;
    const noWait = (
      await dryRun(owner, {
        project: project['@id'],
        distribution: inbound['@id'],
        draft: {
          propertyConditions: [{ property: region, operator: 'eq', value: 'US' }],
          fallbackEmployee: ann,
          employees: [{ employee: bob, dailyCap: 1 }],
        },
      })
    ).json();
    expect(noWait).toMatchObject({ days: 14, leads: 3, assigned: 1, fallback: 2, waiting: 0 });
    await t.app.inject({ method: 'DELETE', url: `/api/settings/${setting.id}`, headers: owner.headers });
  });

  it('replays a new distribution at its position, nothing received yet, and counts leads nobody can take as waiting', async () => {
    const result = (
      await dryRun(owner, { project: project['@id'], days: 14, draft: { position: 0, employees: [{ employee: bob, weight: 2 }] } })
    ).json();
    // New at position 0: after Partners (older, same position), before Inbound.
    expect(result).toMatchObject({ replayed: 39, leads: 37, assigned: 37, elsewhere: 2, unmatched: 0 });
    expect((result.employees as Row[]).map((r) => [r.name, r.currentReceived, r.currentShare])).toEqual([['Bob', 0, 0]]);
    expect(result.assumptions.join(' ')).toMatch(/new distribution/);
    // Nobody in it and no fallback owner: every lead it takes waits.
    const empty = (await dryRun(owner, { project: project['@id'], draft: {} })).json();
    expect(empty).toMatchObject({ leads: 37, assigned: 0, waiting: 37, employees: [] });
    const last = (await dryRun(owner, { project: project['@id'], draft: { position: 5 } })).json();
    // After Partners (2) and Inbound (the other 37 leads), it takes nothing.
    expect(last).toMatchObject({ leads: 0, elsewhere: 39, waiting: 0 });
  });

  it('lets only ADMIN and OWNER run it, and hides other projects', async () => {
    const body = { project: project['@id'], draft: {} };
    expect((await dryRun(rep, body)).statusCode).toBe(403);
    expect((await dryRun(foreign, body)).statusCode).toBe(404);
    expect((await dryRun(undefined, body)).statusCode).toBe(401);
    // The foreign owner's own project has three deals, none of ours.
    const theirs = (await dryRun(foreign, { project: foreignProject['@id'], draft: {} })).json();
    expect(theirs).toMatchObject({ replayed: 3 });
    // Another project's distribution is unknown here.
    expect((await dryRun(foreign, { project: foreignProject['@id'], distribution: inbound['@id'], draft: {} })).statusCode).toBe(404);
  });

  it.each([
    ['days 0', { days: 0 }, 'days'],
    ['days 91', { days: 91 }, 'days'],
    ['days 1.5', { days: 1.5 }, 'days'],
    ['an unknown draft field', { draft: { active: true } }, undefined],
    [
      'a weight of 0',
      { draft: { employees: [{ employee: '/api/employees/00000000-0000-4000-8000-000000000000', weight: 0 }] } },
      'draft.employees.0.weight',
    ],
  ])('refuses %s with 422', async (_label, extra, path) => {
    const response = await dryRun(owner, { project: project['@id'], draft: {}, ...extra });
    expect(response.statusCode, response.body).toBe(422);
    if (path) expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
  });

  it('refuses foreign references in the draft with 422 on their fields, and an unknown distribution with 404', async () => {
    const response = await dryRun(owner, {
      project: project['@id'],
      draft: {
        employees: [{ employee: ann }, { employee: stranger }],
        fallbackEmployee: stranger,
        products: ['/api/products/00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'draft.employees.1.employee', message: 'must be an employee of the project' },
        { propertyPath: 'draft.fallbackEmployee', message: 'must be an employee of the project' },
        { propertyPath: 'draft.products.0', message: 'must be a product of the project' },
      ]),
    );
    expect(
      (await dryRun(owner, { project: project['@id'], distribution: '/api/distributions/00000000-0000-4000-8000-000000000000', draft: {} }))
        .statusCode,
    ).toBe(404);
    expect((await dryRun(owner, { project: project['@id'], distribution: 'nope', draft: {} })).statusCode).toBe(422);
    expect((await dryRun(owner, { project: 'nope', draft: {} })).statusCode).toBe(422);
    expect((await dryRun(owner, { project: project['@id'] })).statusCode).toBe(422);
  });
});

describe('distribution dry run at its limit', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('replays only the latest 20,000 leads and says so', async () => {
    t = await createTestApp();
    const owner = await signUp(t, 'Lena Limit');
    const project = (await createProject(t, owner, 'Busy Inc', 'UTC')) as Json;
    const rita = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${rita.employeeId}`,
      headers: { ...owner.headers, 'content-type': 'application/merge-patch+json' },
      payload: { schedules: everyDay('00:00', '23:59') },
    });
    const provider = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'webhook', name: 'Busy' },
      })
    ).json() as Json;
    // 20,010 leads, one a minute, ending an hour ago.
    const end = Date.now() - 3_600_000;
    const total = 20_010;
    for (let from = 0; from < total; from += 2_000) {
      const rows = Array.from({ length: Math.min(2_000, total - from) }, (_, i) => {
        const createdAt = new Date(end - (from + i) * 60_000);
        return {
          projectId: project.id,
          dataProviderId: provider.id,
          externalId: `B-${from + i}`,
          stage: 'new',
          createdAt,
          updatedAt: createdAt,
          assignedAt: createdAt,
        };
      });
      await t.db.insert(deals).values(rows);
    }
    const began = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/distributions/dry_run',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: { project: project['@id'], days: 30, draft: { employees: [{ employee: `/api/employees/${rita.employeeId}` }] } },
    });
    const ms = performance.now() - began;
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ replayed: 20_000, leads: 20_000, assigned: 20_000, truncated: true });
    // The latest 20,000: the oldest ten are left out.
    expect(Date.parse(result.from)).toBe(end - 19_999 * 60_000);
    expect(result.assumptions.join(' ')).toMatch(/Only the latest 20,000 leads were replayed/);
    process.stdout.write(`dry run API over 20,000 leads: ${ms.toFixed(0)} ms\n`);
  }, 120_000);
});
