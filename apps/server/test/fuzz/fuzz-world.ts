import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows';
import { seedDemoWorkspace } from '../../src/modules/demo/demo-seed';
import { DEMO_EMAIL } from '../../src/modules/demo/demo-team';
import { addMember, createProject, createWebhookProvider, signUp, type Actor } from '../fixtures';
import type { TestApp } from '../test-app';
import { postEvents } from '../webhook-client';

// The fuzzer's world: the demo workspace (project A, with its owner and a representative), and a
// foreign project B of an outsider, both filled through the API with records whose texts carry a
// token of their own. A's members must never see anything of B in an answer, and the outsider nothing of A.

export type FuzzActor = Actor & { role: 'OWNER' | 'REPRESENTATIVE' | 'OUTSIDER'; employeeId?: string };

/** What a project holds that another project's members must never read. */
export type Secrets = { projectId: string; ids: Map<string, string[]>; texts: string[] };

/** The signing secret of each webhook provider, by provider id: signed batches reach ingestion. */
export type WebhookSecrets = Map<string, string>;

export type FuzzWorld = {
  owner: FuzzActor;
  rep: FuzzActor;
  outsider: FuzzActor;
  a: Secrets;
  b: Secrets;
  webhooks: WebhookSecrets;
};

/** The id of every row of the project, by table (the collection its IRI names), read from the database. */
async function idsOf(t: TestApp, projectId: string): Promise<Map<string, string[]>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(sql`select c.table_name from information_schema.columns c
      join information_schema.columns i on i.table_name = c.table_name and i.table_schema = c.table_schema and i.column_name = 'id' and i.data_type = 'uuid'
      where c.table_schema = 'public' and c.column_name = 'project_id' order by 1`),
  );
  const ids = new Map<string, string[]>([['projects', [projectId]]]);
  for (const { table_name: table } of tables) {
    const rows = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id::text as id from ${sql.identifier(table)} where project_id = ${projectId} limit 200`),
    );
    if (rows.length)
      ids.set(
        table,
        rows.map((row) => row.id),
      );
  }
  const members = rowsOf<{ id: string; email: string }>(
    await t.db.execute(
      sql`select u.id::text as id, u.email from users u join employees e on e.user_id = u.id where e.project_id = ${projectId}`,
    ),
  );
  ids.set(
    'users',
    members.map((member) => member.id),
  );
  return ids;
}

async function emailsOf(t: TestApp, projectId: string): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(
    await t.db.execute(sql`select u.email from users u join employees e on e.user_id = u.id where e.project_id = ${projectId}`),
  );
  return rows.map((row) => row.email);
}

/** A bit of everything a project holds, added by its owner and named with `token`. */
async function fillProject(
  t: TestApp,
  owner: Actor,
  project: { id: string; '@id': string },
  token: string,
  webhooks: WebhookSecrets,
): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string };
  };
  const colleague = await addMember(t, project.id, 'REPRESENTATIVE', `Colleague ${token}`);
  const provider = await createWebhookProvider(t, owner, project, `CRM ${token}`);
  webhooks.set(provider.id, provider.secret);
  const at = '2026-11-02T09:00:00Z';
  await postEvents(t.app, provider.id, provider.secret, {
    events: [
      { type: 'user', externalId: `u-${token}`, name: `Seller ${token}`, email: colleague.email },
      {
        type: 'deal',
        externalId: `d-${token}`,
        title: `Deal ${token}`,
        stage: `stage-${token}`,
        amount: 4242,
        product: `Product ${token}`,
        ownerExternalId: `u-${token}`,
        properties: { [`field_${token}`]: `value ${token}` },
        createdAt: at,
        updatedAt: at,
      },
      { type: 'deal', externalId: `lead-${token}`, title: `Lead ${token}`, stage: `stage-${token}`, createdAt: at, updatedAt: at },
      {
        type: 'call',
        externalId: `c-${token}`,
        ownerExternalId: `u-${token}`,
        dealExternalId: `d-${token}`,
        startedAt: at,
        durationSeconds: 61,
      },
      {
        type: 'task',
        externalId: `t-${token}`,
        title: `Task ${token}`,
        ownerExternalId: `u-${token}`,
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      },
    ],
  });
  await post('/api/dashboards', {
    project: project['@id'],
    name: `Board ${token}`,
    widgets: [{ title: `Widget ${token}`, metric: 'calls', view: 'byEmployee' }],
  });
  await post('/api/distributions', {
    project: project['@id'],
    name: `Routing ${token}`,
    employees: [{ employee: `/api/employees/${colleague.employeeId}` }],
  });
  await post('/api/distribution_presets', {
    project: project['@id'],
    name: `Preset ${token}`,
    employees: [{ employee: `/api/employees/${colleague.employeeId}` }],
  });
  // The demo workspace has its call-time target already; a new project gets one.
  await t.app.inject({
    method: 'POST',
    url: '/api/settings',
    headers: owner.headers,
    payload: { project: project['@id'], name: 'call_time_target', value: '120' },
  });
  // A new project has its gift shop off; on, so that B holds gifts too.
  await t.db.execute(sql`update settings set value = '1' where project_id = ${project.id} and name = 'gift_shop_enabled'`);
  await post('/api/gift_products', { project: project['@id'], name: `Gift ${token}`, description: `Gift ${token}`, price: 10 });
  await post('/api/point_transactions', { employee: `/api/employees/${colleague.employeeId}`, amount: 50, comment: `Points ${token}` });
  await post('/api/point_contests', {
    project: project['@id'],
    name: `Contest ${token}`,
    metric: 'calls',
    startsOn: '2026-12-01',
    endsOn: '2026-12-31',
    prizes: [10],
  });
  await post('/api/invitations', { project: project['@id'], email: `invitee-${token}@example.com`, role: 'ADMIN' });
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const demo = await seedDemoWorkspace(t.db);
  if (!demo) throw new Error('the fuzz world needs an empty database');
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAIL, password: demo.password } });
  const token = (login.json() as { token: string }).token;
  const [ownerRow] = rowsOf<{ id: string; employee_id: string; project_id: string }>(
    await t.db.execute(
      sql`select u.id::text as id, e.id::text as employee_id, e.project_id::text as project_id from users u join employees e on e.user_id = u.id where u.email = ${DEMO_EMAIL}`,
    ),
  );
  const projectA = ownerRow!.project_id;
  const owner: FuzzActor = {
    id: ownerRow!.id,
    email: DEMO_EMAIL,
    name: 'Demo owner',
    token,
    headers: { authorization: `Bearer ${token}` },
    role: 'OWNER',
    employeeId: ownerRow!.employee_id,
  };
  const rep: FuzzActor = { ...(await addMember(t, projectA, 'REPRESENTATIVE', 'Fuzz Representative')), role: 'REPRESENTATIVE' };

  const tokenA = `za${randomBytes(6).toString('hex')}`;
  const webhooks: WebhookSecrets = new Map();
  await fillProject(t, owner, { id: projectA, '@id': `/api/projects/${projectA}` }, tokenA, webhooks);

  const tokenB = `zb${randomBytes(6).toString('hex')}`;
  const outsider: FuzzActor = { ...(await signUp(t, `Outsider ${tokenB}`)), role: 'OUTSIDER' };
  const b = await createProject(t, outsider, `Foreign ${tokenB}`, 'Asia/Tokyo');
  await fillProject(t, outsider, b, tokenB, webhooks);
  const projectB = b.id;

  const [aIds, bIds] = await Promise.all([idsOf(t, projectA), idsOf(t, projectB)]);
  const [aEmails, bEmails] = await Promise.all([emailsOf(t, projectA), emailsOf(t, projectB)]);
  return {
    owner,
    rep,
    outsider,
    a: { projectId: projectA, ids: aIds, texts: [tokenA, ...aEmails] },
    b: { projectId: projectB, ids: bIds, texts: [tokenB, ...bEmails] },
    webhooks,
  };
}
