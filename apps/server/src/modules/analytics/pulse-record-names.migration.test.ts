import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations-before';
import { rowsOf } from './analytics-sql';

// Migration 0026 renames the instant of the pulse's day records to the spec's names. Rollup rows a
// database kept before it are rewritten in place (the functions that write new rows are covered by
// the rollups-versus-raw reference suite); this suite upgrades a database that holds such rows.

const RENAMING = '0026_pulse_record_names';

const db = await databaseBefore(RENAMING);

describe('migration 0026: day records under the spec names', () => {
  afterAll(() => db.drop());

  it('renames the records the rollups already hold, and nothing else', async () => {
    const d = db.handle.db;
    const project = (await rowsOf<{ id: string }>(d, sql`insert into projects (name) values ('Upgraded') returning id`))[0]!.id;
    const anna = '00000000-0000-4000-8000-00000000000a';
    await d.execute(sql`insert into analytics_call_days (project_id, employee_id, day, calls, success_calls, success_duration, calls_json, success_json)
      values (${project}, ${anna}, '2026-10-25', 2, 1, 60,
        '[{"timestamp":"2026-10-25T08:00:00.000Z"},{"timestamp":"2026-10-25T09:30:00.000Z"}]', '[{"timestamp":"2026-10-25T09:30:00.000Z","duration":60}]'),
        (${project}, null, '2026-10-25', 1, 0, 0, '[]', '[]')`);
    await d.execute(sql`insert into analytics_deal_days (project_id, employee_id, day, bills, bill_amount, won, won_amount, refunds, refund_amount, bills_json, won_json, refunds_json)
      values (${project}, ${anna}, '2026-10-25', 1, 500, 1, 1000.4, 1, 500,
        '[{"timestamp":"2026-10-24T22:00:00.000Z","amount":500}]', '[{"timestamp":"2026-10-25T08:00:00.000Z","amount":1000.4}]',
        '[{"timestamp":"2026-10-25T22:59:59.999Z","amount":500}]')`);
    await d.execute(sql`insert into analytics_task_days (project_id, employee_id, day, tasks, tasks_json)
      values (${project}, ${anna}, '2026-10-25', 2, '[{"timestamp":"2026-10-25T09:00:00.000Z"},{"timestamp":"2026-10-25T10:00:00.000Z"}]')`);

    await db.upgrade();

    const calls = await rowsOf<{ employee_id: string | null; calls: number; calls_json: string; success_json: string }>(
      d,
      sql`select employee_id, calls, calls_json, success_json from analytics_call_days where project_id = ${project} order by employee_id nulls last`,
    );
    expect(calls).toEqual([
      {
        employee_id: anna,
        calls: 2,
        calls_json: '[{"createdAt":"2026-10-25T08:00:00.000Z"},{"createdAt":"2026-10-25T09:30:00.000Z"}]',
        success_json: '[{"createdAt":"2026-10-25T09:30:00.000Z","duration":60}]',
      },
      { employee_id: null, calls: 1, calls_json: '[]', success_json: '[]' },
    ]);
    const deals = await rowsOf<Record<string, string>>(
      d,
      sql`select bills_json, won_json, refunds_json, won_amount::text from analytics_deal_days where project_id = ${project}`,
    );
    expect(deals).toEqual([
      {
        bills_json: '[{"billedAt":"2026-10-24T22:00:00.000Z","amount":500}]',
        won_json: '[{"wonAt":"2026-10-25T08:00:00.000Z","amount":1000.4}]',
        refunds_json: '[{"wonAt":"2026-10-25T22:59:59.999Z","amount":500}]',
        won_amount: '1000.40',
      },
    ]);
    const tasks = await rowsOf<{ tasks_json: string }>(d, sql`select tasks_json from analytics_task_days where project_id = ${project}`);
    expect(tasks).toEqual([{ tasks_json: '[{"completedAt":"2026-10-25T09:00:00.000Z"},{"completedAt":"2026-10-25T10:00:00.000Z"}]' }]);
  });

  it('writes new records under the spec names', async () => {
    const { call, success } = (
      await rowsOf<{ call: string; success: string }>(
        db.handle.db,
        sql`select analytics_call_json('2026-10-25T08:00:00Z') as call, analytics_success_json('2026-10-25T08:00:00Z', 42) as success`,
      )
    )[0]!;
    expect(JSON.parse(call)).toEqual({ createdAt: '2026-10-25T08:00:00.000Z' });
    expect(JSON.parse(success)).toEqual({ createdAt: '2026-10-25T08:00:00.000Z', duration: 42 });
  });
});
