import type { PulseCallRow, PulseDealRow, PulseTaskRow } from '@salespulse/contract/analytics';
import { describe, expect, it } from 'vitest';
import { createHourReader } from './local-hour';
import { mergeRows, totalsRow, type EmployeeInfo } from './merge-rows';
import { sortRows } from './sort-rows';

const span = { first: 8, last: 17 };
const context = { span, hourOf: createHourReader('UTC') };
const anna = '/api/employees/a';
const bob = '/api/employees/b';
const gone = '/api/employees/g';
const employees = new Map<string, EmployeeInfo>([
  [anna, { name: 'Anna', active: true }],
  [bob, { name: 'Bob', active: true }],
  [gone, { name: 'Gina Gone', active: false }],
]);
const at = (hour: number, minute = 0) => `2025-03-12T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

const annaCalls: PulseCallRow = {
  employee: anna,
  day: {
    calls: [{ createdAt: at(6) }, { createdAt: at(9) }, { createdAt: at(9, 40) }, { createdAt: at(20) }],
    successCalls: [
      { createdAt: at(9), duration: 90 },
      { createdAt: at(20), duration: 30 },
    ],
  },
  month: { calls: 40, callDuration: 3600, successCalls: 20 },
};
const deals: PulseDealRow[] = [
  {
    employee: bob,
    day: {
      bills: [
        { billedAt: at(10), amount: 100.4 },
        { billedAt: at(11), amount: 50.3 },
      ],
      won: [{ wonAt: at(12), amount: 500 }],
      refunds: [{ wonAt: at(12, 30), amount: 120 }],
    },
    month: { billAmount: 0, wonAmount: 2000, refundAmount: 300 },
    plan: 1700,
  },
  // Activity of a former employee still counts, under their name.
  {
    employee: gone,
    day: { bills: [], won: [{ wonAt: at(9), amount: 10 }], refunds: [] },
    month: { billAmount: 0, wonAmount: 10, refundAmount: 0 },
    plan: 10,
  },
  {
    employee: '/api/employees/x',
    day: { bills: [], won: [], refunds: [] },
    month: { billAmount: 0, wonAmount: 0, refundAmount: 0 },
    plan: 0,
  },
];
const tasks: PulseTaskRow[] = [
  { employee: anna, day: { tasks: [{ completedAt: at(8) }, { completedAt: at(17, 59) }] }, todayTasks: 3, overdueTasks: 1, plan: 0 },
];

const merge = (sources: Parameters<typeof mergeRows>[0]) => mergeRows(sources, employees, context, 'Unknown');
const byEmployee = (rows: ReturnType<typeof merge>) => Object.fromEntries(rows.map((row) => [row.name, row]));

describe('merging the pulse answers', () => {
  it('lists every active employee before any answer, with no figures yet', () => {
    const rows = merge({});
    expect(rows.map((row) => row.name)).toEqual(['Anna', 'Bob']);
    expect(rows[0]!.totals.callAttempts).toBeNull();
    expect(rows[0]!.hours).toEqual({});
  });

  it('buckets calls by local hour, clamping early and late ones to the first and last hour', () => {
    const { Anna, Bob } = byEmployee(merge({ calls: [annaCalls] }));
    expect(Anna!.hours.callAttempts).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(Anna!.hours.successfulCalls).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(Anna!.hours.time).toEqual([0, 1.5, 0, 0, 0, 0, 0, 0, 0, 0.5]);
    expect(Anna!.totals).toMatchObject({ callAttempts: 4, successfulCalls: 2, time: 2, bills: null, tasks: null });
    // A manager the call answer does not list made no calls.
    expect(Bob!.totals).toMatchObject({ callAttempts: 0, successfulCalls: 0, time: 0 });
    expect(Bob!.hours.callAttempts).toEqual(new Array(10).fill(0));
  });

  it('counts a record of a period of several days as the calls of its hour it stands for', () => {
    const summed: PulseCallRow = {
      employee: anna,
      day: {
        calls: [
          { createdAt: at(6), count: 3 },
          { createdAt: at(9), count: 12 },
          { createdAt: at(20), count: 5 },
        ],
        successCalls: [{ createdAt: at(9), count: 7, duration: 600 }],
      },
      month: { calls: 40, callDuration: 3600, successCalls: 20 },
    };
    const { Anna } = byEmployee(merge({ calls: [summed] }));
    expect(Anna!.hours.callAttempts).toEqual([3, 12, 0, 0, 0, 0, 0, 0, 0, 5]);
    expect(Anna!.hours.successfulCalls).toEqual([0, 7, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Anna!.hours.time).toEqual([0, 10, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Anna!.totals).toMatchObject({ callAttempts: 20, successfulCalls: 7, time: 10 });
  });

  it('counts summed task records by their count, and takes summed deal amounts as they are', () => {
    const summedTasks: PulseTaskRow = {
      employee: anna,
      day: {
        tasks: [
          { completedAt: at(8), count: 4 },
          { completedAt: at(12), count: 2 },
        ],
      },
      todayTasks: 0,
      overdueTasks: 0,
      plan: 0,
    };
    const summedDeals: PulseDealRow = {
      employee: bob,
      day: {
        bills: [{ billedAt: at(10), amount: 900, count: 3 }],
        won: [{ wonAt: at(12), amount: 700, count: 2 }],
        refunds: [{ wonAt: at(12), amount: 100, count: 1 }],
      },
      month: { billAmount: 900, wonAmount: 700, refundAmount: 100 },
      plan: 600,
    };
    const rows = byEmployee(merge({ tasks: [summedTasks], deals: [summedDeals] }));
    expect(rows.Anna!.hours.tasks).toEqual([4, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    expect(rows.Anna!.totals.tasks).toBe(6);
    expect(rows.Bob!.hours.bills).toEqual([0, 0, 900, 0, 0, 0, 0, 0, 0, 0]);
    expect(rows.Bob!.hours.payments).toEqual([0, 0, 0, 0, 600, 0, 0, 0, 0, 0]);
    expect(rows.Bob!.totals).toMatchObject({ bills: 900, payments: 600, plan: 600 });
  });

  it('merges each answer as it arrives: deals net of refunds, plan, tasks, names or "Unknown"', () => {
    const rows = byEmployee(merge({ calls: [annaCalls], deals, tasks }));
    expect(rows.Bob!.totals).toMatchObject({ bills: 150.7, payments: 380, plan: 1700, tasks: 0 });
    expect(rows.Bob!.hours.payments).toEqual([0, 0, 0, 0, 380, 0, 0, 0, 0, 0]);
    expect(rows.Bob!.hours.bills).toEqual([0, 0, 100.4, 50.3, 0, 0, 0, 0, 0, 0]);
    expect(rows['Gina Gone']!.totals.payments).toBe(10);
    expect(rows.Unknown!.totals.payments).toBe(0);
    expect(rows.Anna!.totals).toMatchObject({ tasks: 2, callAttempts: 4 });
    expect(rows.Anna!.hours.tasks).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect([rows.Anna!.todayTasks, rows.Anna!.overdueTasks]).toEqual([3, 1]);
    expect(rows.Anna!.totals.points).toBeNull();
  });

  it('shows the plan from the task answer while the deal answer is still on its way', () => {
    const planned: PulseTaskRow[] = [{ ...tasks[0]!, plan: 900 }];
    const early = byEmployee(merge({ tasks: planned }));
    expect(early.Anna!.totals.plan).toBe(900);
    expect(early.Bob!.totals.plan).toBe(0);
    // Once deals arrive, theirs stands (the two agree; the deal answer is the plan's own).
    const later = byEmployee(merge({ deals, tasks: planned }));
    expect(later.Bob!.totals.plan).toBe(1700);
    expect(later.Anna!.totals.plan).toBe(0);
  });

  it('takes point balances when the gift shop is on', () => {
    const rows = byEmployee(merge({ points: new Map([[anna, 42]]) }));
    expect(rows.Anna!.totals.points).toBe(42);
    expect(rows.Bob!.totals.points).toBe(0);
  });

  it('totals every manager in the "All managers" row, only once every figure is known', () => {
    const partial = totalsRow(merge({ deals }), span, 'All managers');
    expect(partial.name).toBe('All managers');
    expect(partial.totals).toMatchObject({ payments: 390, plan: 1710, callAttempts: null });
    expect(partial.hours.payments).toEqual([0, 10, 0, 0, 380, 0, 0, 0, 0, 0]);
    expect(partial.hours.callAttempts).toBeUndefined();
    const full = totalsRow(merge({ calls: [annaCalls], deals, tasks }), span, 'All managers');
    expect(full.totals).toMatchObject({ callAttempts: 4, tasks: 2 });
    expect([full.todayTasks, full.overdueTasks]).toEqual([3, 1]);
  });
});

describe('sorting the managers', () => {
  it('orders by the chosen figure descending, equal figures by name', () => {
    const rows = merge({ calls: [annaCalls], deals, tasks });
    expect(sortRows(rows, 'payments').map((row) => row.name)).toEqual(['Bob', 'Gina Gone', 'Anna', 'Unknown']);
    expect(sortRows(rows, 'callAttempts').map((row) => row.name)).toEqual(['Anna', 'Bob', 'Gina Gone', 'Unknown']);
    expect(sortRows(rows, 'tasks').map((row) => row.name)).toEqual(['Anna', 'Bob', 'Gina Gone', 'Unknown']);
  });

  it('orders by name, case and accents aside, while the figure is unknown', () => {
    const names = new Map<string, EmployeeInfo>([
      ['/1', { name: 'zoe', active: true }],
      ['/2', { name: 'Émile', active: true }],
      ['/3', { name: 'adam', active: true }],
      ['/4', { name: 'Bea', active: true }],
    ]);
    const rows = mergeRows({}, names, context, 'Unknown');
    expect(sortRows(rows, 'payments').map((row) => row.name)).toEqual(['adam', 'Bea', 'Émile', 'zoe']);
  });
});
