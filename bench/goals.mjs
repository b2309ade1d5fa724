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

/** Creates the teams and goals (replacing an earlier run's) and times the progress read. */
export async function goalsScenario(http, { tenant, token, seconds }) {
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
  const timings = await sample(() => get(url, token), { seconds, min: 50, max: 400 });
  const stats = summarize(timings);
  return [
    {
      scenario: `GET goal_progress (${goals} goals, ${rows} rows, ${teams.length} teams)`,
      ...stats,
      target: `p95 < ${GOAL_PROGRESS_P95_MS}`,
      verdict: stats.p95_ms < GOAL_PROGRESS_P95_MS ? 'ok' : 'MISSED',
      setupSeconds: Math.round(setupSeconds * 10) / 10,
    },
  ];
}
