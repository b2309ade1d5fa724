import type { AnalyticsObjectType } from '@salespulse/contract/analytics';

// The columns a pulse statement returns for each employee (pulse.queries.ts joins the parts they
// read: `d` the period, `m` the month or open tasks, `p` the month's plan): the text of the
// employee's object in the answer, written by PostgreSQL, and the figures the totals add up
// (pulse.service.ts).

/** An amount as the answers carry it: rounded to cents (exact: the sums are numeric). */
const centsOf = (column: string) => `round(coalesce(${column}, 0)::numeric, 2)`;
/** JSON text from literal pieces and expressions, in one concat(). */
const jsonText = (name: string, ...parts: string[]) => `concat(${parts.join(', ')}) as ${name}`;

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
    coalesce(d.calls, 0)::int as calls, coalesce(d.success_calls, 0)::int as success_calls,
    coalesce(d.success_duration, 0)::float8 as success_duration, coalesce(m.calls, 0)::int as month_calls,
    coalesce(m.success_calls, 0)::int as month_success_calls, coalesce(m.success_duration, 0)::float8 as month_success_duration`,
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
    coalesce(d.bills, 0)::int as bills, coalesce(d.bill_amount, 0)::float8 as bill_amount, coalesce(d.won, 0)::int as won,
    coalesce(d.won_amount, 0)::float8 as won_amount, coalesce(d.refunds, 0)::int as refunds,
    coalesce(d.refund_amount, 0)::float8 as refund_amount, coalesce(m.bill_amount, 0)::float8 as month_bill_amount,
    coalesce(m.won_amount, 0)::float8 as month_won_amount, coalesce(m.refund_amount, 0)::float8 as month_refund_amount`,
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
    coalesce(d.tasks, 0)::int as tasks, coalesce(m.today, 0)::int as today_tasks, coalesce(m.overdue, 0)::int as overdue_tasks,
    coalesce(p.won_amount, 0)::float8 as month_won_amount, coalesce(p.refund_amount, 0)::float8 as month_refund_amount`,
};
