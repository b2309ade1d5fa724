import { text } from 'node:stream/consumers';
import type { AnalyticsObjectType } from '@salespulse/contract/analytics';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mergePatch } from '../../../test/fixtures';
import { providerUsers } from '../../db/schema/activity';
import { definitions } from '../../db/schema/definitions';
import { settings } from '../../db/schema/settings';
import { ensureRollup, rollupParts, withoutRollups } from './analytics-rollups';
import { resolveProjectScope, type AnalyticsFilterInput, type AnalyticsScope } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { runCalls } from './calls.service';
import { runPulse } from './pulse.service';
import { berlinDay, callsRow, iri, nyDay, october, row, seedPulseCallsReference, weekdays } from '../../../test/pulse-calls-reference';

// The rollups behind the pulse and the calls board give the same answers as the raw tables for every
// day, range, window and filter of the reference data set (test/pulse-calls-reference.ts), and the
// rows the triggers keep equal a full rebuild after every kind of change.

// One data set per suite, loaded before its tests are collected.
const { t, olivia, anna, ben, cleo, berlin, newYork, crm, send, pulse, board } = await seedPulseCallsReference();

describe('pulse and calls board: rollups', () => {
  afterAll(() => t.close());

  describe('rollups give the raw answers', () => {
    const scopeOf = (project: { id: string }, input: Omit<AnalyticsFilterInput, 'project'>) => resolveProjectScope(t.db, project.id, input);

    /** The pulse's answer as the route sends it (whole or streamed), parsed. */
    async function answerJson(scope: AnalyticsScope, type: AnalyticsObjectType): Promise<unknown> {
      const answer = await runPulse(t.database.streamRows, scope, type);
      return JSON.parse(Buffer.isBuffer(answer) ? answer.toString('utf8') : await text(answer));
    }

    /** Pulse and calls answers, from the rollups (rebuilt if invalid) and from the raw tables. */
    async function bothWays(project: { id: string }, input: Omit<AnalyticsFilterInput, 'project'>) {
      let scope = await scopeOf(project, input);
      for (const part of rollupParts) scope = await ensureRollup(t.db, scope, part);
      const raw = withoutRollups(scope);
      const pulses = await Promise.all(
        (['call', 'deal', 'task'] as const).map(async (type) => [await answerJson(scope, type), await answerJson(raw, type)]),
      );
      return { pulses, calls: [JSON.parse(String(await runCalls(t.db, scope))), JSON.parse(String(await runCalls(t.db, raw)))] };
    }

    async function expectSame(project: { id: string }, input: Omit<AnalyticsFilterInput, 'project'>) {
      const { pulses, calls } = await bothWays(project, input);
      for (const [fromRollup, fromRaw] of pulses) expect(fromRollup).toEqual(fromRaw);
      expect(calls[0]).toEqual(calls[1]);
    }

    /** The rollup rows the triggers kept, next to the rows of a full rebuild. */
    async function expectTriggersMatchRebuild(project: { id: string }) {
      const snapshot = async () =>
        rowsOf<Record<string, unknown>>(
          t.db,
          sql`select 'calls' as t, employee_id::text, day::text, concat_ws('/', calls, success_calls, success_duration, calls_json, success_json, last_at, last_id) as v from analytics_call_days where project_id = ${project.id}
              union all select 'hours', employee_id::text, day::text || ' ' || hour || ' ' || data_provider_id, calls::text || '/' || success_calls || '/' || success_duration from analytics_call_hours where project_id = ${project.id}
              union all select 'deals', employee_id::text, day::text, concat_ws('/', bills, bill_amount, won, won_amount, refunds, refund_amount, bills_json, won_json, refunds_json) from analytics_deal_days where project_id = ${project.id}
              union all select 'deal hours', employee_id::text, day::text || ' ' || hour || ' ' || kind, entries::text || '/' || amount from analytics_deal_hours where project_id = ${project.id}
              union all select 'tasks', employee_id::text, day::text, tasks::text || tasks_json from analytics_task_days where project_id = ${project.id}
              union all select 'task hours', employee_id::text, day::text || ' ' || hour, tasks::text from analytics_task_hours where project_id = ${project.id}
              union all select 'open', employee_id::text, due_day::text, open::text from analytics_open_tasks where project_id = ${project.id}
              union all select 'open total', employee_id::text, '', open::text from analytics_open_task_totals where project_id = ${project.id}
              order by 1, 2, 3, 4`,
        );
      const kept = await snapshot();
      for (const part of rollupParts) await t.db.execute(sql`select analytics_rebuild(${project.id}::uuid, ${part}::text)`);
      expect(await snapshot()).toEqual(kept);
      expect(kept.length).toBeGreaterThan(0);
    }

    const windows = {
      dateTimeRanges: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: weekdays }],
      dateTimeRangeExclusions: [{ fromTime: '12:00:00', toTime: '12:59:59', daysOfWeek: weekdays }],
    };

    it('for every day, range and filter of the data set', async () => {
      for (const date of [berlinDay, { from: '2026-10-24', to: '2026-10-26' }, october, { from: '2026-09-30', to: '2026-10-01' }]) {
        await expectSame(berlin, { date });
        await expectSame(berlin, { date, ...windows });
        await expectSame(berlin, { date, dataProviders: [crm['@id']], employees: [iri(anna), iri(ben)] });
      }
      await expectSame(berlin, {
        date: october,
        dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [7], fromDate: '2026-10-25', toDate: '2026-10-25' }],
      });
      await expectSame(berlin, { date: october, dateTimeRanges: [{ fromTime: '02:10:00', toTime: '02:40:00', daysOfWeek: [7] }] });
      await expectSame(newYork, { date: nyDay });
      await expectSame(newYork, { date: nyDay, dateTimeRanges: [{ fromTime: '01:15:00', toTime: '01:44:59', daysOfWeek: [7] }] });
      await expectTriggersMatchRebuild(berlin);
      await expectTriggersMatchRebuild(newYork);
    });

    it('after an update, a re-mapping, a re-assigned deal, a changed stage kind and a changed time zone', async () => {
      // c3 comes again, answered after all; a later version of D4 names Anna as its owner.
      await send(crm, [
        {
          type: 'call',
          externalId: 'c3',
          ownerExternalId: 'u-anna',
          startedAt: '2026-10-25T00:30:00Z',
          durationSeconds: 15,
          answered: true,
          updatedAt: '2026-10-26T00:00:00Z',
        },
        {
          type: 'deal',
          externalId: 'D4',
          ownerExternalId: 'u-anna',
          stage: 'invoice',
          amount: 999,
          createdAt: '2026-10-25T10:00:00Z',
          updatedAt: '2026-10-26T09:00:00Z',
        },
      ]);
      let answer = await pulse(olivia, berlin, 'call');
      expect((row(answer.employees, anna).day as { successCalls: unknown[] }).successCalls).toHaveLength(2);
      answer = await pulse(olivia, berlin, 'deal');
      expect((row(answer.employees, anna).day as { bills: unknown[] }).bills).toHaveLength(2);
      expect((row(answer.employees, ben).day as { bills: unknown[] }).bills).toHaveLength(0);
      await expectSame(berlin, { date: berlinDay });
      await expectSame(berlin, { date: october });
      await expectTriggersMatchRebuild(berlin);

      // Cleo's CRM user is unmapped by hand: her calls, deals and tasks become "No owner".
      const [cleoUser] = await t.db
        .select()
        .from(providerUsers)
        .where(and(eq(providerUsers.dataProviderId, crm.id), eq(providerUsers.externalId, 'u-cleo')));
      const unmapped = await t.app.inject({
        method: 'PATCH',
        url: `/api/provider_users/${cleoUser!.id}`,
        headers: mergePatch(olivia.headers),
        payload: JSON.stringify({ employee: null }),
      });
      expect(unmapped.statusCode, unmapped.body).toBe(200);
      answer = await pulse(olivia, berlin, 'call');
      expect(row(answer.employees, cleo)).toMatchObject({ day: { calls: [] }, month: { calls: 0 } });
      expect(callsRow((await board(olivia, berlin)).employees, null)).toMatchObject({ callCountActivity: { actual: 3, success: 2 } });
      await expectSame(berlin, { date: october });
      await expectTriggersMatchRebuild(berlin);

      // The task pulse carries each employee's plan as the deal pulse does, read from the deal rollup
      // (twice: the second answer comes in one round trip, in the calendar the first one read).
      const plans = (a: { employees: { employee: string; plan?: unknown }[]; total: Record<string, unknown> }) => ({
        rows: a.employees.map((r) => [r.employee, r.plan]),
        total: a.total.plan,
      });
      await pulse(olivia, berlin, 'task');
      const tasksBefore = await pulse(olivia, berlin, 'task');
      expect(plans(tasksBefore)).toEqual(plans(await pulse(olivia, berlin, 'deal')));

      // "paid" no longer means won: the deal rollup is invalid and rebuilt before it is read, by the
      // deal pulse and by the task pulse alike.
      const [paid] = await t.db
        .select()
        .from(definitions)
        .where(and(eq(definitions.dataProviderId, crm.id), eq(definitions.stage, 'paid')));
      const unpaid = await t.app.inject({
        method: 'PATCH',
        url: `/api/definitions/${paid!.id}`,
        headers: mergePatch(olivia.headers),
        payload: JSON.stringify({ kind: null }),
      });
      expect(unpaid.statusCode, unpaid.body).toBe(200);
      const tasksAfter = await pulse(olivia, berlin, 'task');
      expect(plans(tasksAfter)).not.toEqual(plans(tasksBefore));
      answer = await pulse(olivia, berlin, 'deal');
      expect(answer.total).toMatchObject({ day: { won: 0 } });
      expect(plans(tasksAfter)).toEqual(plans(answer));
      await expectSame(berlin, { date: berlinDay });

      // The project moves to UTC: every day boundary moves, the rollups are rebuilt in the new zone.
      const [zone] = await t.db
        .select()
        .from(settings)
        .where(and(eq(settings.projectId, berlin.id), eq(settings.name, 'timezone')));
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/settings/${zone!.id}`,
        headers: mergePatch(olivia.headers),
        payload: JSON.stringify({ value: 'UTC' }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      answer = await pulse(olivia, berlin, 'call');
      // In UTC, Oct 25 is [Oct 25 00:00Z, Oct 26 00:00Z): c3 (now answered), c4 and c5 for Anna and Ben.
      expect((row(answer.employees, anna).day as { calls: { createdAt: string }[] }).calls.map((c) => c.createdAt)).toEqual([
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T01:30:00.000Z',
      ]);
      await expectSame(berlin, { date: berlinDay, ...windows });
      await expectSame(berlin, { date: october });
      await expectTriggersMatchRebuild(berlin);
    });

    it('appends batches that follow the stored calls, and recomputes a day when older calls arrive', async () => {
      const call = (externalId: string, startedAt: string, owner: string | null, answered = true) => ({
        type: 'call' as const,
        externalId,
        ...(owner ? { ownerExternalId: owner } : {}),
        startedAt,
        durationSeconds: 30,
        answered,
      });
      // Later on a day already counted: appended to Anna's and to the unmapped owner's rows.
      await send(crm, [
        call('a1', '2026-10-27T15:00:00Z', 'u-anna'),
        call('a2', '2026-10-27T15:05:00Z', 'u-anna', false),
        call('x1', '2026-10-27T15:00:00Z', 'u-nobody'),
      ]);
      await send(crm, [call('a3', '2026-10-27T15:10:00Z', 'u-anna'), call('x2', '2026-10-27T15:01:00Z', 'u-nobody', false)]);
      // The same instant as the last one: ties are ordered by id, so this may append or recompute.
      await send(crm, [call('a4', '2026-10-27T15:10:00Z', 'u-anna')]);
      // Older than what the day holds: the day is recomputed.
      await send(crm, [call('a5', '2026-10-27T07:00:00Z', 'u-anna'), call('x3', '2026-10-27T06:00:00Z', 'u-nobody')]);
      await expectTriggersMatchRebuild(berlin);
      await expectSame(berlin, { date: { from: '2026-10-27', to: '2026-10-27' } });
      const answer = await pulse(olivia, berlin, 'call', { from: '2026-10-27', to: '2026-10-27' });
      const times = (row(answer.employees, anna).day as { calls: { createdAt: string }[] }).calls.map((c) => c.createdAt);
      expect(times).toEqual([...times].sort());
      expect(times[0]).toBe('2026-10-27T07:00:00.000Z');
      expect(times.slice(-4)).toEqual([
        '2026-10-27T15:00:00.000Z',
        '2026-10-27T15:05:00.000Z',
        '2026-10-27T15:10:00.000Z',
        '2026-10-27T15:10:00.000Z',
      ]);
    });

    it('keeps open tasks and every employee total through completions, new due days, new owners and a last task done', async () => {
      const task = (externalId: string, owner: string, updatedAt: string, fields: { dueAt?: string; completedAt?: string }) => ({
        type: 'task' as const,
        externalId,
        ownerExternalId: owner,
        createdAt: '2026-10-20T08:00:00Z',
        updatedAt,
        ...fields,
      });
      /** [todayTasks, overdueTasks] of Anna and Ben on a day. */
      const openCounts = async (date: { from: string; to: string }) => {
        const answer = await pulse(olivia, berlin, 'task', date);
        return [anna, ben].map((employee) => {
          const { todayTasks, overdueTasks } = row(answer.employees, employee);
          return [todayTasks, overdueTasks];
        });
      };
      const day = (date: string) => ({ from: date, to: date });
      const days = [day('2026-10-25'), day('2026-10-27'), day('2026-10-31'), day('2026-11-02')];
      for (const date of days) await expectSame(berlin, { date });

      // Anna finishes T2; Ben's T4 is due a week later; T9 moves from Ben to Anna.
      await send(crm, [
        task('T2', 'u-anna', '2026-10-28T08:00:00Z', { dueAt: '2026-10-25T15:00:00Z', completedAt: '2026-10-28T08:00:00Z' }),
        task('T4', 'u-ben', '2026-10-28T08:00:00Z', { dueAt: '2026-10-31T12:00:00Z' }),
        task('T9', 'u-anna', '2026-10-28T08:00:00Z', { dueAt: '2026-10-26T10:00:00Z' }),
      ]);
      await expectTriggersMatchRebuild(berlin);
      for (const date of days) await expectSame(berlin, { date });
      // (In UTC since the last test.) Oct 31: Anna has T3 and T9 overdue, Ben T4 due that day.
      expect(await openCounts(day('2026-10-31'))).toEqual([
        [0, 2],
        [1, 0],
      ]);
      expect(await openCounts(day('2026-11-02'))).toEqual([
        [0, 2],
        [0, 1],
      ]);

      // Ben finishes T4, his last open task: he has none left, as a rebuild would have it.
      await send(crm, [
        task('T4', 'u-ben', '2026-10-29T08:00:00Z', { dueAt: '2026-10-31T12:00:00Z', completedAt: '2026-10-29T08:00:00Z' }),
      ]);
      await expectTriggersMatchRebuild(berlin);
      for (const date of days) await expectSame(berlin, { date });
      expect(await openCounts(day('2026-11-02'))).toEqual([
        [0, 2],
        [0, 0],
      ]);
    });
  });
});
