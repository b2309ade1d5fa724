import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations-before';
import { rowsOf } from './analytics-sql';

// Migration 0028 keeps each employee's open tasks in all beside the open tasks by due day. A
// database that kept open-task rows before it gets the totals of those rows (the refresh that keeps
// them afterwards is covered by the rollups-versus-raw reference suite).

const db = await databaseBefore('0028_analytics_open_task_totals');

describe('migration 0028: open task totals', () => {
  afterAll(() => db.drop());

  it('sums the open tasks already kept by due day, per employee, leaving out those of no employee', async () => {
    const d = db.handle.db;
    const project = (await rowsOf<{ id: string }>(d, sql`insert into projects (name) values ('Upgraded') returning id`))[0]!.id;
    const anna = '00000000-0000-4000-8000-00000000000a';
    const ben = '00000000-0000-4000-8000-00000000000b';
    await d.execute(sql`insert into analytics_open_tasks (project_id, employee_id, due_day, open) values
      (${project}, ${anna}, '2026-09-01', 3), (${project}, ${anna}, '2026-10-25', 2), (${project}, ${anna}, '2026-11-02', 1),
      (${project}, ${ben}, '2026-10-25', 4), (${project}, null, '2026-10-25', 7)`);

    await db.upgrade();

    const totals = await rowsOf<{ employee_id: string; open: number }>(
      d,
      sql`select employee_id, open from analytics_open_task_totals where project_id = ${project} order by employee_id`,
    );
    expect(totals).toEqual([
      { employee_id: anna, open: 6 },
      { employee_id: ben, open: 4 },
    ]);
  });
});
