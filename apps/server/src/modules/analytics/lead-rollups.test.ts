import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTenant, type SqlClient, type Tenant } from '../../../../../bench/tenant';
import { sendHistory } from '../../../test/activity-history';
import { createProject, signUp } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/database';

// The rollups managers and lead processing read (deals.stages / stage_amounts, lead_assignments) are
// kept by triggers. Here they are compared, row for row, with the same facts recomputed from the raw
// history by independent SQL, after a bulk load (the bench generator, triggers firing in replica
// mode), after bulk inserts, updates and deletes of linked calls, and after webhook ingestion with
// calls and tasks that arrive before their deals, move to another deal, or complete later.

/** Every deal's stages and last amount per stage, from deal_stage_changes alone. */
const rawStages = (projectId: string): SQL => sql`
  select d.id, coalesce((select array_agg(distinct sc.stage order by sc.stage) from deal_stage_changes sc where sc.deal_id = d.id), '{}') as stages,
    coalesce((select jsonb_object_agg(l.stage, l.amount) from (
      select distinct on (sc.stage) sc.stage, sc.amount from deal_stage_changes sc where sc.deal_id = d.id order by sc.stage, sc.changed_at desc, sc.id desc) l), '{}') as amounts
  from deals d where d.project_id = ${projectId}
  except
  select d.id, d.stages, d.stage_amounts from deals d where d.project_id = ${projectId}`;

// Working seconds compared to the millisecond: the inlined and the day-by-day forms may round differently.
const COLUMNS =
  sql.raw(`id, project_id, deal_id, owner_user_id, assigned_at, until_at, processed_at, data_provider_id, external_id, title, link,
  deal_created_at, stages, calendar, round(process_seconds::numeric, 3) as process_seconds, round(participate_seconds::numeric, 3) as participate_seconds`);

/**
 * Every owner change with its end, first action and working times (the exact day-by-day function in
 * the project's calendar), from the history alone (one subquery per fact).
 */
const rawAssignments = (projectId: string): SQL => sql`
  with raw as (
    select oc.id, oc.project_id, oc.deal_id, oc.owner_user_id, oc.assigned_at,
      dl.data_provider_id, dl.external_id, dl.title, dl.link, dl.created_at as deal_created_at, dl.stages,
      (select n.assigned_at from deal_owner_changes n where n.deal_id = oc.deal_id and (n.assigned_at, n.id) > (oc.assigned_at, oc.id)
       order by n.assigned_at, n.id limit 1) as until_at
    from deal_owner_changes oc join deals dl on dl.id = oc.deal_id where oc.project_id = ${projectId}),
  actions as (
    select r.*, least(
      (select min(sc.changed_at) from deal_stage_changes sc where sc.deal_id = r.deal_id and sc.changed_at > r.assigned_at and (r.until_at is null or sc.changed_at < r.until_at)),
      (select min(c.started_at) from calls c join deals d on d.id = r.deal_id
        where c.data_provider_id = d.data_provider_id and c.deal_external_id = d.external_id and c.started_at >= r.assigned_at and (r.until_at is null or c.started_at < r.until_at)),
      (select min(t.completed_at) from tasks t join deals d on d.id = r.deal_id
        where t.data_provider_id = d.data_provider_id and t.deal_external_id = d.external_id and t.completed_at >= r.assigned_at and (r.until_at is null or t.completed_at < r.until_at))
    ) as processed_at from raw r),
  timed as (
    select a.id, a.project_id, a.deal_id, a.owner_user_id, a.assigned_at, a.until_at, a.processed_at, a.data_provider_id, a.external_id, a.title, a.link,
      a.deal_created_at, a.stages, c.calendar,
      case when a.processed_at is not null then sp_working_seconds(a.assigned_at, a.processed_at, c.tz, c.start_s, c.end_s, c.weekdays) end as process_seconds,
      sp_working_seconds(a.deal_created_at, a.assigned_at, c.tz, c.start_s, c.end_s, c.weekdays) as participate_seconds
    from actions a cross join sp_lead_calendar(${projectId}) c)
  (select ${COLUMNS} from timed except select ${COLUMNS} from lead_assignments where project_id = ${projectId})
  union all
  (select ${COLUMNS} from lead_assignments where project_id = ${projectId} except select ${COLUMNS} from timed)`;

async function differences(db: Database, projectId: string): Promise<{ stages: unknown[]; assignments: unknown[] }> {
  const rows = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return { stages: await rows(rawStages(projectId)), assignments: await rows(rawAssignments(projectId)) };
}

async function count(db: Database, query: SQL): Promise<number> {
  return Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/** Plain text with $n parameters over drizzle (the generator's session). */
function session(db: Database): SqlClient {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const parts = text.split(/\$(\d+)(?![\w$])/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part)));
      return { rows: ((await db.execute(sql.join(chunks))) as unknown as { rows: R[] }).rows };
    },
  };
}

describe('analytics rollups equal the raw history', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await t.db.transaction((tx) =>
      generateTenant(session(tx), {
        employees: 8,
        days: 12,
        timeZone: 'Europe/Berlin',
        endDate: '2026-10-30',
        now: new Date('2026-10-30T12:00:00Z'),
        passwordHash: 'not-a-real-hash',
        vacuum: false,
      }),
    );
  }, 180_000);
  afterAll(() => t?.close());

  it('after a bulk load with triggers switched to replica mode', async () => {
    expect(await count(t.db, sql`select count(*)::int as n from lead_assignments where project_id = ${tenant.projectId}`)).toBe(
      tenant.rows.deal_owner_changes,
    );
    expect(
      await count(
        t.db,
        sql`select count(*)::int as n from lead_assignments where project_id = ${tenant.projectId} and processed_at is not null`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(t.db, sql`select count(*)::int as n from deals where project_id = ${tenant.projectId} and stages = '{}'`)).toBe(0);
    expect(await differences(t.db, tenant.projectId)).toEqual({ stages: [], assignments: [] });
  });

  it('after linked calls are inserted, moved and deleted in bulk', async () => {
    const p = tenant.projectId;
    // A call on the CRM's own provider for most deals, minutes to days after the deal's last assignment.
    await t.db
      .execute(sql`insert into calls (project_id, data_provider_id, external_id, deal_external_id, started_at, duration_seconds, answered, updated_at)
      select d.project_id, d.data_provider_id, 'link-' || d.external_id, d.external_id, d.assigned_at + (abs(hashtext(d.external_id)) % 200000) * interval '1 second', 30, true, now()
      from deals d where d.project_id = ${p} and abs(hashtext(d.external_id)) % 5 <> 0`);
    const linked = await count(t.db, sql`select count(*)::int as n from calls where project_id = ${p} and external_id like 'link-%'`);
    expect(linked).toBeGreaterThan(10);
    expect(await differences(t.db, p)).toEqual({ stages: [], assignments: [] });

    await t.db.execute(
      sql`update calls set started_at = started_at - interval '3 hours' where project_id = ${p} and external_id like 'link-%' and abs(hashtext(external_id)) % 3 = 0`,
    );
    await t.db
      .execute(sql`update calls c set deal_external_id = (select d.external_id from deals d where d.project_id = ${p} and d.external_id <> c.deal_external_id order by d.external_id limit 1)
      where c.project_id = ${p} and c.external_id like 'link-%' and abs(hashtext(c.external_id)) % 7 = 1`);
    expect(await differences(t.db, p)).toEqual({ stages: [], assignments: [] });

    await t.db.execute(sql`delete from calls where project_id = ${p} and external_id like 'link-%' and abs(hashtext(external_id)) % 4 = 2`);
    expect(await differences(t.db, p)).toEqual({ stages: [], assignments: [] });
  });

  it('after the working hours or the time zone change', async () => {
    const p = tenant.projectId;
    await t.db.execute(sql`update settings set value = '07:30-16:15' where project_id = ${p} and name = 'work_hours'`);
    expect(await differences(t.db, p)).toEqual({ stages: [], assignments: [] });
    await t.db.execute(sql`update settings set value = 'America/New_York' where project_id = ${p} and name = 'timezone'`);
    expect(
      await count(
        t.db,
        sql`select count(*)::int as n from lead_assignments where project_id = ${p} and calendar like 'America/New_York|27000|58500|31'`,
      ),
    ).toBe(tenant.rows.deal_owner_changes);
    expect(await differences(t.db, p)).toEqual({ stages: [], assignments: [] });
  });

  it('after webhook ingestion in any order', async () => {
    const owner = await signUp(t, 'Ingrid Ingest');
    const project = await createProject(t, owner, 'Order', 'UTC');
    const provider = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'webhook', name: 'CRM' },
      })
    ).json() as { id: string; secret: string };
    const call = (id: string, deal: string, at: string) => ({
      type: 'call',
      externalId: id,
      ownerExternalId: 'u-2',
      dealExternalId: deal,
      startedAt: at,
      durationSeconds: 10,
      updatedAt: at,
    });
    // Calls and a task before any deal exists; one call later moves to another deal, the task completes later.
    await sendHistory(
      t.app,
      provider,
      [],
      [
        { type: 'user', externalId: 'u-1', name: 'One' },
        { type: 'user', externalId: 'u-2', name: 'Two' },
        call('c-1', 'D-1', '2026-03-02T09:30:00Z'),
        call('c-2', 'D-2', '2026-03-02T12:00:00Z'),
        {
          type: 'task',
          externalId: 't-1',
          ownerExternalId: 'u-1',
          dealExternalId: 'D-2',
          createdAt: '2026-03-02T08:00:00Z',
          updatedAt: '2026-03-02T08:00:00Z',
        },
      ],
    );
    await sendHistory(t.app, provider, [
      {
        externalId: 'D-1',
        createdAt: '2026-03-02T09:00:00Z',
        owner: 'u-1',
        amount: 10,
        steps: [
          { at: '2026-03-02T10:00:00Z', owner: 'u-2' },
          { at: '2026-03-03T10:00:00Z', stage: 'won' },
        ],
      },
      {
        externalId: 'D-2',
        createdAt: '2026-03-02T07:00:00Z',
        owner: null,
        amount: 20,
        steps: [
          { at: '2026-03-02T11:00:00Z', owner: 'u-1' },
          { at: '2026-03-04T10:00:00Z', stage: 'lost' },
        ],
      },
    ]);
    await sendHistory(
      t.app,
      provider,
      [],
      [
        call('c-2', 'D-1', '2026-03-02T12:00:01Z'),
        {
          type: 'task',
          externalId: 't-1',
          ownerExternalId: 'u-1',
          dealExternalId: 'D-2',
          createdAt: '2026-03-02T08:00:00Z',
          completedAt: '2026-03-02T11:30:00Z',
          updatedAt: '2026-03-02T11:30:00Z',
        },
      ],
    );
    expect(await differences(t.db, project.id)).toEqual({ stages: [], assignments: [] });
    // A renamed deal: its lead rows show the new title.
    const renamed = { type: 'deal', externalId: 'D-2', title: 'Renamed', ownerExternalId: 'u-1', stage: 'lost', amount: 20 };
    await sendHistory(t.app, provider, [], [{ ...renamed, createdAt: '2026-03-02T07:00:00Z', updatedAt: '2026-03-05T10:00:00Z' }]);
    expect(
      await count(t.db, sql`select count(*)::int as n from lead_assignments where project_id = ${project.id} and title = 'Renamed'`),
    ).toBe(1);
    expect(await differences(t.db, project.id)).toEqual({ stages: [], assignments: [] });
    const rows = (await t.db.execute(
      sql`select d.external_id, l.assigned_at, l.until_at, l.processed_at from lead_assignments l join deals d on d.id = l.deal_id
          where l.project_id = ${project.id} order by d.external_id, l.assigned_at`,
    )) as unknown as { rows: { external_id: string; assigned_at: unknown; until_at: unknown; processed_at: unknown }[] };
    const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
    expect(rows.rows.map((r) => [r.external_id, iso(r.assigned_at), iso(r.until_at), iso(r.processed_at)])).toEqual([
      // u-1 had D-1 for an hour; c-1 at 09:30 was theirs.
      ['D-1', '2026-03-02T09:00:00.000Z', '2026-03-02T10:00:00.000Z', '2026-03-02T09:30:00.000Z'],
      // u-2 from 10:00: c-2, moved onto D-1, at 12:00:01.
      ['D-1', '2026-03-02T10:00:00.000Z', null, '2026-03-02T12:00:01.000Z'],
      // D-2 came in without owner; u-1 got it at 11:00 and completed the task at 11:30.
      ['D-2', '2026-03-02T11:00:00.000Z', null, '2026-03-02T11:30:00.000Z'],
    ]);
  });
});
