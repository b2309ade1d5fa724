// Goal progress: the large tenant's 300 employees in teams of four, each with monthly goals of
// their own (won amount net of refunds, call attempts), each team with a split monthly goal and the
// project with one: about 1,000 progress rows for the current month, read in one request as the
// Pulse and Managers screens do. Target: p95 under 50 ms over HTTP on PostgreSQL.
import { sample, summarize } from './lib.mjs';

export const GOAL_PROGRESS_P95_MS = 50;
const TEAM_SIZE = 4;

async function del(base, url, token) {
  const response = await fetch(base + url, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 204) throw new Error(`DELETE ${url} answered ${response.status}`);
}

/**
 * The statements a progress read needs, as a bare server would run them (floor-server.mjs): the
 * caller's membership, the calendar and employees, the goals, then the memberships and the day
 * rollups of the month side by side. Timed against our server, it tells the machine's share (the
 * database, the answer crossing HTTP) from the server's own work (pacing, permissions, rows).
 */
function floorPhases(tenant, month) {
  const projectId = tenant.projectId;
  const last = tenant.lastDay;
  const monthEnd = `${month.slice(0, 8)}${new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()}`;
  const daysOf = (table, value) => ({
    text: `select employee_id, to_char(day, 'YYYY-MM-DD') as day, ${value} as f0 from ${table}
           where project_id = $1 and day >= $2::date and day <= $3::date and employee_id is not null group by employee_id, day`,
    values: [projectId, month, monthEnd],
  });
  return [
    [
      {
        text: 'select e.id, e.role from employees e join users u on u.id = e.user_id where e.project_id = $1 and u.email = $2',
        values: [projectId, tenant.ownerEmail],
      },
      {
        text: `select analytics_zone($1::uuid) as zone, (select value from settings where project_id = $1 and name = 'work_hours') as hours`,
        values: [projectId],
      },
      { text: 'select id, status, schedules from employees where project_id = $1', values: [projectId] },
    ],
    [
      {
        text: 'select * from goals where project_id = $1 and from_day <= $2 and (to_day is null or to_day >= $2) order by created_at, id',
        values: [projectId, last],
      },
    ],
    [
      {
        text: `select team_id, employee_id, from_day, to_day from team_memberships
               where project_id = $1 and from_day <= $3 and (to_day is null or to_day >= $2)`,
        values: [projectId, month, monthEnd],
      },
      daysOf('analytics_call_days', 'sum(calls)'),
      daysOf('analytics_deal_days', 'sum(won_amount) - sum(refund_amount)'),
    ],
  ];
}

async function timeFloor(floor, phases, answer, seconds) {
  const setup = await fetch(`${floor}/setup`, { method: 'POST', body: JSON.stringify({ phases, answer }) });
  if (setup.status !== 204) throw new Error(`the floor server answered ${setup.status}: ${await setup.text()}`);
  return sample(
    async () => {
      const response = await fetch(`${floor}/run`, { method: 'POST', body: '{}' });
      if (response.status !== 200) throw new Error(`the floor server answered ${response.status}`);
      await response.arrayBuffer();
    },
    { seconds, min: 25, max: 200 },
  );
}

/**
 * Creates the teams and goals (replacing an earlier run's) and times the progress read; with
 * `floor` (floor-server.mjs's base URL), in alternating rounds beside the same work without our server.
 */
export async function goalsScenario(http, { tenant, token, seconds, floor }) {
  const { post, get, base } = http;
  const project = `/api/projects/${tenant.projectId}`;
  // A kept tenant still has the last run's: start over.
  for (const goal of (await get(`${project}/goals?itemsPerPage=100`, token))['hydra:member']) await del(base, goal['@id'], token);
  for (;;) {
    const left = (await get(`${project}/goals?itemsPerPage=100`, token))['hydra:member'];
    if (left.length === 0) break;
    for (const goal of left) await del(base, goal['@id'], token);
  }
  for (const team of (await get(`${project}/teams?itemsPerPage=100`, token))['hydra:member']) await del(base, team['@id'], token);

  const month = `${tenant.lastDay.slice(0, 8)}01`;
  const setupStarted = performance.now();
  const employees = tenant.employeeIds.map((id) => `/api/employees/${id}`);
  const teams = [];
  for (let i = 0; i + TEAM_SIZE <= employees.length; i += TEAM_SIZE) {
    const members = employees.slice(i, i + TEAM_SIZE);
    teams.push(await post('/api/teams', { project, name: `Bench team ${i / TEAM_SIZE + 1}`, lead: members[0], members }, 201, token));
  }
  const goal = (body) => post('/api/goals', { project, period: 'month', recurring: true, from: month, ...body }, 201, token);
  let goals = 0;
  for (const [i, employee] of employees.entries()) {
    await goal({ metric: 'payments', scope: 'employee', employee, target: 20_000 + (i % 7) * 2_500 });
    await goal({ metric: 'calls', scope: 'employee', employee, target: 600 + (i % 5) * 50 });
    goals += 2;
  }
  for (const team of teams) {
    await goal({ metric: 'payments', scope: 'team', team: team['@id'], target: 100_000, split: 'even' });
    goals++;
  }
  await goal({ metric: 'payments', scope: 'project', target: 6_000_000 });
  goals++;
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  const url = `${project}/goal_progress?itemsPerPage=1000`;
  const first = await get(url, token);
  const rows = first['hydra:member'].length;
  const phases = floorPhases(tenant, month);
  const timings = [];
  const floorTimings = [];
  for (let round = 0; round < 2; round++) {
    timings.push(...(await sample(() => get(url, token), { seconds: seconds / 2, min: 25, max: 200 })));
    if (floor) floorTimings.push(...(await timeFloor(floor, phases, JSON.stringify(first), seconds / 2)));
  }
  const stats = summarize(timings);
  const floorStats = floorTimings.length ? summarize(floorTimings) : undefined;
  return [
    {
      scenario: `GET goal_progress (${goals} goals, ${rows} rows, ${teams.length} teams)`,
      ...stats,
      target: `p95 < ${GOAL_PROGRESS_P95_MS}`,
      verdict: stats.p95_ms < GOAL_PROGRESS_P95_MS ? 'ok' : 'MISSED',
      setupSeconds: Math.round(setupSeconds * 10) / 10,
    },
    ...(floorStats
      ? [{ scenario: '  the same statements and answer, bare server (floor)', ...floorStats, target: '-', verdict: '-' }]
      : []),
  ];
}
