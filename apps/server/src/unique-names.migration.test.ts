import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations-before';
import { rowsOf } from './modules/analytics/analytics-sql';

// Migration 0035 makes names unique per project, whatever their case. Rows an older server let
// share a name keep the oldest as it is and number the others with the first free " (n)".

const db = await databaseBefore('0035_unique_names');

describe('migration 0035: unique names', () => {
  afterAll(() => db.drop());

  it('numbers the later rows of a shared name, within the field limit, per project', async () => {
    const d = db.handle.db;
    const [acme, globex] = (await rowsOf<{ id: string }>(d, sql`insert into projects (name) values ('Acme'), ('Globex') returning id`)).map(
      (row) => row.id,
    );
    const long = 'B'.repeat(60);
    await d.execute(sql`insert into data_providers (project_id, type, name, created_at) values
      (${acme}, 'webhook', 'CRM', '2026-01-01'), (${acme}, 'webhook', 'crm', '2026-01-02'), (${acme}, 'webhook', 'CRM (2)', '2026-01-03'),
      (${acme}, 'webhook', 'CRM', '2026-01-04'), (${globex}, 'webhook', 'CRM', '2026-01-05')`);
    await d.execute(sql`insert into dashboards (project_id, name, created_at) values
      (${acme}, ${long}, '2026-01-01'), (${acme}, ${long}, '2026-01-02'), (${acme}, 'Solo', '2026-01-03')`);

    await db.upgrade();

    const providers = await rowsOf<{ project_id: string; name: string }>(
      d,
      sql`select project_id, name from data_providers order by created_at`,
    );
    expect(providers).toEqual([
      { project_id: acme, name: 'CRM' },
      { project_id: acme, name: 'crm (3)' },
      { project_id: acme, name: 'CRM (2)' },
      { project_id: acme, name: 'CRM (4)' },
      { project_id: globex, name: 'CRM' },
    ]);
    const boards = await rowsOf<{ name: string }>(d, sql`select name from dashboards order by created_at`);
    expect(boards.map((board) => board.name)).toEqual([long, `${'B'.repeat(56)} (2)`, 'Solo']);
    await expect(d.execute(sql`insert into dashboards (project_id, name) values (${acme}, 'SOLO')`)).rejects.toThrow();
  });
});
