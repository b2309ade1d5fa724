import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginUser, type TestApp } from '../../../test/test-app';
import { createCalendar } from './demo-calendar';
import { seedDemoWorkspace } from './demo-seed';
import { DEMO_TIME_ZONE } from './demo-team';

// The demo as a buyer first sees it (issue #31): the seeded workspace with its past played through
// ingestion and distribution, read back through the product's own API, as the screens read it.

const DAY = 86_400_000;
const HISTORY_DAYS = 9;
/** The routed part of the history: the distribution went live on Tuesday evening. */
const ROUTED_DAYS = 3;
/** A rep's open tasks past their due day, at the end of the week: "a few", never a backlog. */
const OVERDUE_PER_REP_MAX = 6;

/** The last Friday 20:30 in New York that has passed: the end of a working week (every rep off). */
function lastFridayEvening(now: number): number {
  const calendar = createCalendar(DEMO_TIME_ZONE);
  for (let day = calendar.dayOf(now); ; day--) {
    if (calendar.weekday(day) !== 5) continue;
    const [evening] = calendar.windows([{ day: 5, start: '20:30', end: '20:31' }], day);
    if (evening!.start < now) return evening!.start;
  }
}

const localDate = (epochMs: number) => new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE }).format(new Date(epochMs));
const localHour = (iso: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

type Hydra<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type SpeedGroup = { untilTime: number | null; won: number; lost: number };
type WonRecord = { wonAt: string; amount: number };
type DealRow = { employee: string; day: { won: WonRecord[]; refunds: WonRecord[] } };

describe('the demo workspace tells the product’s story', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let project: { id: string; iri: string };
  const end = lastFridayEvening(Date.now() - DAY);
  const post = async <T>(url: string, payload: unknown) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const credentials = (await seedDemoWorkspace(t.db, { now: end, historyDays: HISTORY_DAYS, routedDays: ROUTED_DAYS }))!;
    headers = bearer((await loginUser(t.app, credentials.email, credentials.password)).token);
    const { projects } = await get<{ projects: { id: string }[] }>('/api/projects');
    project = { id: projects[0]!.id, iri: `/api/projects/${projects[0]!.id}` };
  }, 120_000);
  afterAll(() => t.close());

  it('routes the inbound leads of the working days through the distribution, which the history and the dry run show', async () => {
    const {
      'hydra:member': [distribution],
    } = await get<
      Hydra<{ id: string; name: string; active: boolean; employees: { employee: string; weight: number; dailyCap: number | null }[] }>
    >(`/api/projects/${project.id}/distributions`);
    expect(distribution).toMatchObject({ name: 'Inbound leads', active: true });
    const logs = (query: string) =>
      get<Hydra<{ decision: string; employee: string | null }>>(`/api/projects/${project.id}/distribution_logs?itemsPerPage=1&${query}`);
    const routed = await logs('decision[]=assigned&decision[]=reassigned');
    expect(routed['hydra:totalItems']).toBeGreaterThanOrEqual(200);
    // The simulated Friday alone: the day's leads arrived through it and were routed as they came.
    const friday = { from: new Date(end - 13 * 3_600_000).toISOString(), to: new Date(end).toISOString() };
    const fridayRouted = await logs(`decision=assigned&from=${encodeURIComponent(friday.from)}&to=${encodeURIComponent(friday.to)}`);
    expect(fridayRouted['hydra:totalItems']).toBeGreaterThanOrEqual(50);
    // Nobody sits on them: few leads move on for want of a call.
    const reassigned = await logs('decision=reassigned');
    expect(reassigned['hydra:totalItems']).toBeLessThan(routed['hydra:totalItems'] * 0.35);

    // The dry run replays every lead of the window (the days since the distribution went live).
    const days = Math.ceil((Date.now() - end) / DAY) + ROUTED_DAYS + 1;
    const dryRun = await post<{ replayed: number; leads: number; assigned: number }>('/api/distributions/dry_run', {
      project: project.iri,
      days,
      distribution: distribution!.id,
      draft: { employees: distribution!.employees.map(({ employee, weight, dailyCap }) => ({ employee, weight, dailyCap })) },
    });
    expect(dryRun.replayed).toBeGreaterThanOrEqual(150);
    expect(dryRun.leads).toBe(dryRun.replayed);
    expect(dryRun.assigned).toBeGreaterThan(dryRun.leads * 0.9);
  });

  it('converts leads called fast better than slow ones, as Lead processing counts them', async () => {
    const board = await post<{ processSpeed: { groups: SpeedGroup[] } }>('/api/analytics/lead_processing', {
      project: project.iri,
      date: { from: localDate(end - (HISTORY_DAYS - 1) * DAY), to: localDate(end) },
    });
    const sum = (groups: SpeedGroup[]) =>
      groups.reduce((acc, g) => ({ won: acc.won + g.won, lost: acc.lost + g.lost }), { won: 0, lost: 0 });
    const fast = sum(board.processSpeed.groups.filter((g) => g.untilTime !== null && g.untilTime <= 3600));
    const slow = sum(board.processSpeed.groups.filter((g) => g.untilTime === null || g.untilTime > 3600));
    // Enough decided leads on each side for the rates to mean something.
    expect(fast.won + fast.lost).toBeGreaterThanOrEqual(40);
    expect(slow.won + slow.lost).toBeGreaterThanOrEqual(10);
    expect(fast.won / (fast.won + fast.lost)).toBeGreaterThan(slow.won / (slow.won + slow.lost));
  });

  it('leaves each rep a few overdue tasks, not a backlog', async () => {
    const pulse = await post<{ employees: { overdueTasks: number }[]; total: { overdueTasks?: number } }>('/api/analytics/pulse', {
      project: project.iri,
      objectType: 'task',
      date: { from: localDate(end), to: localDate(end) },
    });
    const overdue = pulse.employees.map((row) => row.overdueTasks);
    expect(Math.max(...overdue)).toBeLessThanOrEqual(OVERDUE_PER_REP_MAX);
    // Some, though: a floor where nothing is ever late is not believed either.
    expect(pulse.total.overdueTasks).toBeGreaterThanOrEqual(3);
  });

  it('has no negative hour of payments unless a refund happened in it, and refunds are rare', async () => {
    let won = 0;
    let refunds = 0;
    for (let offset = 0; offset < HISTORY_DAYS; offset++) {
      const day = localDate(end - offset * DAY);
      const pulse = await post<{ employees: DealRow[] }>('/api/analytics/pulse', {
        project: project.iri,
        objectType: 'deal',
        date: { from: day, to: day },
      });
      for (const row of pulse.employees) {
        won += row.day.won.length;
        refunds += row.day.refunds.length;
        // The pulse's cell: won minus refunds in the hour (the web's merge-rows).
        const cells = new Map<number, { amount: number; refunded: boolean }>();
        for (const record of row.day.won) {
          const cell = cells.get(localHour(record.wonAt)) ?? { amount: 0, refunded: false };
          cells.set(localHour(record.wonAt), { ...cell, amount: cell.amount + record.amount });
        }
        for (const record of row.day.refunds) {
          const cell = cells.get(localHour(record.wonAt)) ?? { amount: 0, refunded: false };
          cells.set(localHour(record.wonAt), { amount: cell.amount - record.amount, refunded: true });
        }
        for (const [hour, cell] of cells)
          if (cell.amount < 0) expect({ day, hour, employee: row.employee, refunded: cell.refunded }).toMatchObject({ refunded: true });
      }
    }
    expect(won).toBeGreaterThanOrEqual(20);
    expect(refunds).toBeLessThanOrEqual(Math.max(1, won * 0.05));
  });

  it('shows gifts with pictures, points earned by activity, a running contest and a request waiting', async () => {
    const gifts = await get<Hydra<{ name: string; image: { contentUrl: string } | null }>>(`/api/projects/${project.id}/gift_products`);
    expect(gifts['hydra:totalItems']).toBe(4);
    for (const gift of gifts['hydra:member']) {
      expect(gift.image, gift.name).not.toBeNull();
      const picture = await t.app.inject({ method: 'GET', url: gift.image!.contentUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      // A drawing, and sandboxed as every media object is: no script of it would run.
      expect(picture.rawPayload.toString('utf8')).toMatch(/^<svg /);
      expect(picture.headers['content-security-policy']).toContain('sandbox');
      // Small: under a kilobyte each.
      expect(picture.rawPayload.length).toBeLessThan(1024);
    }
    const history = await get<Hydra<{ amount: number; comment: string | null }>>(
      `/api/projects/${project.id}/point_transactions?itemsPerPage=100`,
    );
    const comments = history['hydra:member'].map((row) => row.comment ?? '');
    expect(comments.filter((comment) => comment.startsWith('Deal won: ')).length).toBeGreaterThanOrEqual(10);
    expect(comments.filter((comment) => comment.startsWith('Most successful calls in the week')).length).toBe(3);
    const balances = await get<Hydra<{ points: number }>>(`/api/projects/${project.id}/point_balances`);
    expect(balances['hydra:member'].filter((b) => b.points > 0).length).toBeGreaterThanOrEqual(8);
    const contests = await get<Hydra<{ status: string }>>(`/api/projects/${project.id}/point_contests`);
    expect(contests['hydra:member'].map((c) => c.status)).toContain('running');
    const requests = await get<Hydra<{ status: string }>>(`/api/projects/${project.id}/gift_requests?status[]=pending`);
    expect(requests['hydra:totalItems']).toBe(1);
  });

  it('keeps its project in a real time zone, with schedules that differ per rep, and a board that opens on money', async () => {
    const { settings } = await get<{ settings: { name: string; value: string }[] }>(`/api/projects/${project.id}/data`);
    const zone = settings.find((s) => s.name === 'timezone')?.value;
    expect(zone).toBe('America/New_York');
    expect(zone).not.toBe('UTC');
    const team = await get<Hydra<{ schedules: unknown[] }>>(`/api/projects/${project.id}/employees`);
    expect(new Set(team['hydra:member'].map((e) => JSON.stringify(e.schedules))).size).toBeGreaterThanOrEqual(6);
    const boards = await get<Hydra<{ widgets: { metric: string }[] }>>(`/api/projects/${project.id}/dashboards`);
    expect(boards['hydra:member'][0]!.widgets[0]!.metric).toBe('payments');
  });

  it('has this month’s goals for every rep, team and the project, from the 1st of the month the history ends in', async () => {
    const day = localDate(end);
    const goals = await get<Hydra<{ scope: string; from: string; period: string }>>(
      `/api/projects/${project.id}/goals?date=${day}&itemsPerPage=100`,
    );
    expect(goals['hydra:totalItems']).toBe(10 * 3 + 3 + 1);
    expect(new Set(goals['hydra:member'].map((g) => `${g.period} ${g.from}`))).toEqual(new Set([`month ${day.slice(0, 8)}01`]));
    expect(goals['hydra:member'].filter((g) => g.scope === 'team')).toHaveLength(3);
  });
});
