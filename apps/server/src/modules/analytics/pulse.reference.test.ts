import { afterAll, describe, expect, it } from 'vitest';
import { iri, nyDay, october, row, seedPulseCallsReference, type Member } from '../../../test/pulse-calls-reference';

// The pulse on the reference data set (test/pulse-calls-reference.ts, docs/analytics.md "Pulse"):
// every expected number was worked out by hand; the comments say how.

// One data set per suite, loaded before its tests are collected.
const { t, olivia, anna, ben, cleo, paul, nora, berlin, newYork, oliviaEmployee, paulEmployee, post, pulse } =
  await seedPulseCallsReference();

describe('pulse: reference data set', () => {
  afterAll(() => t.close());

  describe('pulse (Berlin, 2026-10-25: the day clocks go back)', () => {
    it('calls: the day records of each employee, the month to date, totals; no "No owner" row', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'call');
      // Rows: every employee of the project, active or inactive, by name.
      expect(rows.map((r) => r.employee)).toEqual([iri(anna), iri(ben), iri(cleo), `/api/employees/${oliviaEmployee}`]);
      expect(row(rows, anna)).toEqual({
        employee: iri(anna),
        day: {
          calls: [
            { createdAt: '2026-10-24T22:00:00.000Z' },
            { createdAt: '2026-10-25T00:30:00.000Z' },
            { createdAt: '2026-10-25T01:30:00.000Z' },
          ],
          successCalls: [{ createdAt: '2026-10-24T22:00:00.000Z', duration: 60 }],
        },
        // c1 (Oct 24), c2, c3, c4, c10 (Oct 1 00:00), c15 (Oct 23); answered: c1 100 + c2 60 + c10 10.
        month: { calls: 6, callDuration: 170, successCalls: 3 },
      });
      expect(row(rows, ben)).toEqual({
        employee: iri(ben),
        day: {
          calls: [{ createdAt: '2026-10-25T22:59:59.999Z' }],
          successCalls: [{ createdAt: '2026-10-25T22:59:59.999Z', duration: 45 }],
        },
        month: { calls: 2, callDuration: 345, successCalls: 2 }, // c5 45 + c12 300; c6 is Oct 26
      });
      expect(row(rows, cleo)).toEqual({
        employee: iri(cleo),
        day: {
          calls: [{ createdAt: '2026-10-25T09:00:00.000Z' }],
          successCalls: [{ createdAt: '2026-10-25T09:00:00.000Z', duration: 120 }],
        },
        month: { calls: 1, callDuration: 120, successCalls: 1 },
      });
      expect(row(rows, { employeeId: oliviaEmployee } as Member)).toEqual({
        employee: `/api/employees/${oliviaEmployee}`,
        day: { calls: [], successCalls: [] },
        month: { calls: 0, callDuration: 0, successCalls: 0 },
      });
      expect(total).toEqual({
        day: { calls: 5, successCalls: 3, callDuration: 225 },
        month: { calls: 9, successCalls: 6, callDuration: 635 },
      });
    });

    it('deals: first entries into bill, won and refund stages, month to date, plan = won - refunds', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'deal');
      expect(row(rows, anna)).toEqual({
        employee: iri(anna),
        day: {
          // D1 won at 08:00, D2 won at 13:00 (D2's move to invoice_final is not a second bill).
          won: [
            { wonAt: '2026-10-25T08:00:00.000Z', amount: 1000.4 },
            { wonAt: '2026-10-25T13:00:00.000Z', amount: 500 },
          ],
          bills: [{ billedAt: '2026-10-24T22:00:00.000Z', amount: 500 }], // D2, created at local midnight
          refunds: [{ wonAt: '2026-10-25T22:59:59.999Z', amount: 500 }],
        },
        // Bills D1 (Oct 24, 1000) + D2 500; won D1 1000.4 + D2 500; refund D2 500. D7 is September.
        month: { billAmount: 1500, wonAmount: 1500.4, refundAmount: 500 },
        plan: 1000.4,
      });
      expect(row(rows, ben)).toEqual({
        employee: iri(ben),
        // D4's bill at 10:00 with its amount then; its return to invoice at 12:00 is no new bill.
        day: { won: [], bills: [{ billedAt: '2026-10-25T10:00:00.000Z', amount: 300.25 }], refunds: [] },
        // D3's refund happens Oct 26 00:00 local: after the day and the month to date.
        month: { billAmount: 2300.85, wonAmount: 2000.6, refundAmount: 0 },
        plan: 2000.6,
      });
      expect(row(rows, cleo)).toEqual({
        employee: iri(cleo),
        day: { won: [], bills: [], refunds: [{ wonAt: '2026-10-25T09:30:00.000Z', amount: 700 }] },
        month: { billAmount: 0, wonAmount: 700, refundAmount: 700 },
        plan: 0,
      });
      // D6 (5000) has no mapped owner: not on the pulse.
      expect(total).toEqual({
        day: { bills: 2, billAmount: 800, won: 2, wonAmount: 300, refunds: 2, refundAmount: 1200 }, // 800.25; 1500.4 - 1200 = 300.4
        month: { billAmount: 3801, wonAmount: 4201, refundAmount: 1200 }, // 3800.85; 1500.4 + 2000.6 + 700
        plan: 3001,
      });
    });

    it('tasks: completed that day, open tasks due that day and overdue at its end, and the month plan as on the deal pulse', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'task');
      expect(row(rows, anna)).toEqual({
        employee: iri(anna),
        day: { tasks: [{ completedAt: '2026-10-25T09:00:00.000Z' }] },
        todayTasks: 1,
        overdueTasks: 1,
        plan: 1000.4,
      });
      // T4 due at local midnight: today; T5 done only on Oct 26: still overdue at the end of the 25th.
      expect(row(rows, ben)).toEqual({ employee: iri(ben), day: { tasks: [] }, todayTasks: 1, overdueTasks: 1, plan: 2000.6 });
      expect(row(rows, cleo)).toEqual({
        employee: iri(cleo),
        day: { tasks: [{ completedAt: '2026-10-25T22:59:59.999Z' }] },
        todayTasks: 0,
        overdueTasks: 0,
        plan: 0,
      });
      expect(total).toEqual({ day: { tasks: 2 }, month: {}, todayTasks: 2, overdueTasks: 2, plan: 3001 });
    });

    it('a range of several days sums the calls of each local hour of the day into one record', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'call', { from: '2026-10-24', to: '2026-10-25' });
      // c1 at 23:59:59.999 on the 24th (hour 23), c2 at 00:00 on the 25th (hour 0), c3 and c4 at 02:30
      // summer and winter time (hour 2, twice). A record's createdAt is its hour's start on the first
      // day with calls in it; 02:00 on the 25th happens twice and PostgreSQL takes the later (01:00Z),
      // which is 02:00 in Berlin too. Records come in hour order.
      expect(row(rows, anna).day).toEqual({
        calls: [
          { createdAt: '2026-10-24T22:00:00.000Z', count: 1 },
          { createdAt: '2026-10-25T01:00:00.000Z', count: 2 },
          { createdAt: '2026-10-24T21:00:00.000Z', count: 1 },
        ],
        successCalls: [
          { createdAt: '2026-10-24T22:00:00.000Z', count: 1, duration: 60 },
          { createdAt: '2026-10-24T21:00:00.000Z', count: 1, duration: 100 },
        ],
      });
      const counted = (records: { count?: number }[]) => records.reduce((sum, record) => sum + (record.count ?? 1), 0);
      const day = (r: (typeof rows)[number]) => r.day as { calls: { count?: number }[]; successCalls: { count?: number }[] };
      expect(total.day).toMatchObject({
        calls: rows.reduce((sum, r) => sum + counted(day(r).calls), 0),
        successCalls: rows.reduce((sum, r) => sum + counted(day(r).successCalls), 0),
      });
    });

    it('a range of several days sums deals and tasks the same way, amounts added up', async () => {
      const range = { from: '2026-10-24', to: '2026-10-25' };
      const deals = await pulse(olivia, berlin, 'deal', range);
      // D1's bill at 23:59:59.999 on the 24th (hour 23), D2's at 00:00 on the 25th (hour 0); won at 09:00
      // and 14:00 (CET); D2's refund at 23:59:59.999 on the 25th. Hour order, each at its hour's start
      // on the first day with such an entry.
      expect(row(deals.employees, anna).day).toEqual({
        bills: [
          { billedAt: '2026-10-24T22:00:00.000Z', amount: 500, count: 1 },
          { billedAt: '2026-10-24T21:00:00.000Z', amount: 1000, count: 1 },
        ],
        won: [
          { wonAt: '2026-10-25T08:00:00.000Z', amount: 1000.4, count: 1 },
          { wonAt: '2026-10-25T13:00:00.000Z', amount: 500, count: 1 },
        ],
        refunds: [{ wonAt: '2026-10-25T22:00:00.000Z', amount: 500, count: 1 }],
      });
      // Totals: the one-day figures of the 25th plus D1's bill of the 24th.
      expect(deals.total).toMatchObject({
        day: { bills: 3, billAmount: 1800, won: 2, wonAmount: 300, refunds: 2, refundAmount: 1200 },
        plan: 3001,
      });
      const tasks = await pulse(olivia, berlin, 'task', range);
      expect(row(tasks.employees, anna).day).toEqual({ tasks: [{ completedAt: '2026-10-25T09:00:00.000Z', count: 1 }] });
      // Cleo's T6 (23:59:59.999 on the 24th, summer time) and T7 (23:59:59.999 on the 25th, winter time)
      // are both in hour 23: one record of 2, at 23:00 on the 24th.
      expect(row(tasks.employees, cleo).day).toEqual({ tasks: [{ completedAt: '2026-10-24T21:00:00.000Z', count: 2 }] });
      expect(tasks.total).toMatchObject({ day: { tasks: 3 }, todayTasks: 2, overdueTasks: 2 });
    });
  });

  describe('pulse (New York, 2026-11-01: the day clocks go back)', () => {
    it('counts the 25-hour day from local midnight to local midnight, and only its own project', async () => {
      const calls = await pulse(paul, newYork, 'call', nyDay);
      expect(calls.employees.map((r) => r.employee)).toEqual([`/api/employees/${nora.employeeId}`, `/api/employees/${paulEmployee}`]);
      expect(row(calls.employees, nora)).toEqual({
        employee: iri(nora),
        day: {
          calls: ['2026-11-01T04:00:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z', '2026-11-02T04:59:59.999Z'].map(
            (createdAt) => ({ createdAt }),
          ),
          successCalls: [
            { createdAt: '2026-11-01T04:00:00.000Z', duration: 30 },
            { createdAt: '2026-11-01T06:30:00.000Z', duration: 40 },
            { createdAt: '2026-11-02T04:59:59.999Z', duration: 50 },
          ],
        },
        month: { calls: 4, callDuration: 120, successCalls: 3 },
      });
      const deals = await pulse(paul, newYork, 'deal', nyDay);
      expect(row(deals.employees, nora)).toMatchObject({ day: { won: [{ wonAt: '2026-11-01T12:00:00.000Z', amount: 900 }] }, plan: 900 });
      expect(deals.total).toMatchObject({ day: { wonAmount: 900 }, plan: 900 });
    });

    it('keeps the projects apart', async () => {
      expect((await post(olivia, 'pulse', { project: newYork['@id'], objectType: 'call', date: nyDay })).statusCode).toBe(404);
      expect((await post(paul, 'calls', { project: berlin['@id'], date: october })).statusCode).toBe(404);
    });
  });
});
