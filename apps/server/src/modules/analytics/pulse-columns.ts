import type { AnalyticsObjectType } from '@salespulse/contract/analytics';

// The columns a pulse statement returns for each employee (pulse.queries.ts joins the parts they
// read: `d` the period, `m` the month or open tasks, `p` the month's plan): the text of the
// employee's object in the answer, written by PostgreSQL, and the figures the totals add up
// (pulse.service.ts).

/** An amount as the answers carry it: rounded to cents (exact: the sums are numeric). */
const centsOf = (column: string) => `round(coalesce(${column}, 0)::numeric, 2)`;
/** JSON text from literal pieces and expressions, in one concat(). */
const jsonText = (name: string, ...parts: string[]) => `concat(${parts.join(', ')}) as ${name}`;

/** The figures a row's totals add up: each `coalesce(expression, 0)::type as name`. */
const figures = (...list: [expression: string, type: 'int' | 'float8', name: string][]) =>
  list.map(([expression, type, name]) => `coalesce(${expression}, 0)::${type} as ${name}`).join(', ');

/** The start of an employee's object in the answer, up to its first day list's name. */
const employeeHead = (id: string, firstList: string) => `'{"employee":"/api/employees/', ${id}, '","day":{"${firstList}":'`;

/**
 * The columns of a pulse row (see pulse.service.ts), for the employee whose id is `id`: the text of
 * the employee's object in the answer, written here, then the figures the totals add up. Deals and
 * tasks send the whole object as one text (`employee_json`). A call day's records are most of a
 * megabyte-sized answer: copying them into one text here cost PostgreSQL more than the server, so
 * they stay columns of their own (`calls_json`, `success_json`) between `head` and `tail`.
 */
export const PULSE_COLUMNS: Record<AnalyticsObjectType, (id: string) => string> = {
  call: (id) => `${jsonText('head', employeeHead(id, 'calls'))},
    coalesce(d.calls_json, '[]') as calls_json, coalesce(d.success_json, '[]') as success_json,
    ${jsonText(
      'tail',
      `'},"month":{"calls":'`,
      `coalesce(m.calls, 0)`,
      `',"callDuration":'`,
      `coalesce(m.success_duration, 0)::numeric`,
      `',"successCalls":'`,
      `coalesce(m.success_calls, 0)`,
      `'}}'`,
    )},
    ${figures(
      ['d.calls', 'int', 'calls'],
      ['d.success_calls', 'int', 'success_calls'],
      ['d.success_duration', 'float8', 'success_duration'],
      ['m.calls', 'int', 'month_calls'],
      ['m.success_calls', 'int', 'month_success_calls'],
      ['m.success_duration', 'float8', 'month_success_duration'],
    )}`,
  deal: (id) => `${jsonText(
    'employee_json',
    employeeHead(id, 'won'),
    `coalesce(d.won_json, '[]')`,
    `',"bills":'`,
    `coalesce(d.bills_json, '[]')`,
    `',"refunds":'`,
    `coalesce(d.refunds_json, '[]')`,
    `'},"month":{"billAmount":'`,
    centsOf('m.bill_amount'),
    `',"wonAmount":'`,
    centsOf('m.won_amount'),
    `',"refundAmount":'`,
    centsOf('m.refund_amount'),
    `'},"plan":'`,
    `${centsOf('m.won_amount')} - ${centsOf('m.refund_amount')}`,
    `'}'`,
  )},
    ${figures(
      ['d.bills', 'int', 'bills'],
      ['d.bill_amount', 'float8', 'bill_amount'],
      ['d.won', 'int', 'won'],
      ['d.won_amount', 'float8', 'won_amount'],
      ['d.refunds', 'int', 'refunds'],
      ['d.refund_amount', 'float8', 'refund_amount'],
      ['m.bill_amount', 'float8', 'month_bill_amount'],
      ['m.won_amount', 'float8', 'month_won_amount'],
      ['m.refund_amount', 'float8', 'month_refund_amount'],
    )}`,
  task: (id) => `${jsonText(
    'employee_json',
    employeeHead(id, 'tasks'),
    `coalesce(d.tasks_json, '[]')`,
    `'},"todayTasks":'`,
    `coalesce(m.today, 0)`,
    `',"overdueTasks":'`,
    `coalesce(m.overdue, 0)`,
    `',"plan":'`,
    `${centsOf('p.won_amount')} - ${centsOf('p.refund_amount')}`,
    `'}'`,
  )},
    ${figures(
      ['d.tasks', 'int', 'tasks'],
      ['m.today', 'int', 'today_tasks'],
      ['m.overdue', 'int', 'overdue_tasks'],
      ['p.won_amount', 'float8', 'month_won_amount'],
      ['p.refund_amount', 'float8', 'month_refund_amount'],
    )}`,
};
