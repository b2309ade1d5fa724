import { callsResponseSchema, leadProcessingResponseSchema, managersResponseSchema } from '@salespulse/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHistory } from '../../../test/activity-history';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// What the working-time window hides (issue #31, item 5): each board's `outsideWindow` is the number
// of records of the period and filters outside its dateTimeRanges, counted here by hand from the
// records sent; a window of the whole week hides nothing; another project's records never count.

type Provider = { id: string; '@id': string; secret: string };

/** Instants (UTC; the projects are in UTC) of the records sent to each project, Mon 2 to Sun 8 Nov 2026. */
const TIMES = [
  '2026-11-02T09:00:00Z', // Mon, inside
  '2026-11-02T16:59:59Z', // Mon, inside (toTime counts to the end of its second)
  '2026-11-02T17:00:01Z', // Mon, after hours
  '2026-11-03T07:59:00Z', // Tue, before hours
  '2026-11-04T12:00:00Z', // Wed, inside
  '2026-11-07T10:00:00Z', // Sat
  '2026-11-08T23:30:00Z', // Sun
];
const WINDOW = { fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 2, 3, 4, 5] };
const WHOLE_WEEK = { fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5, 6, 7] };
const period = { from: '2026-11-02', to: '2026-11-08' };

/** The reference: records whose UTC weekday or time of day is outside WINDOW. */
function outsideByHand(times: string[]): number {
  return times.filter((time) => {
    const at = new Date(time);
    const weekday = ((at.getUTCDay() + 6) % 7) + 1;
    const seconds = at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds();
    return !WINDOW.daysOfWeek.includes(weekday) || seconds < 8 * 3600 || seconds >= 17 * 3600 + 1;
  }).length;
}

describe('analytics answers: records outside the working-time window', () => {
  let t: TestApp;
  let owner: Actor;
  let outsider: Actor;
  let rep: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let other: { id: string; '@id': string };

  const post = (actor: Actor, path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/analytics/${path}`, headers: actor.headers, payload });
  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();

  /** Per time, a deal created then (with an owner: also a lead) and a call started then. */
  async function send(provider: Provider, prefix: string, email: string, times: string[]) {
    const deals = times.map((createdAt, i) => ({ externalId: `${prefix}-D-${i}`, createdAt, owner: `${prefix}-u`, amount: 100 }));
    const calls = times.map((startedAt, i) => ({
      type: 'call',
      externalId: `${prefix}-C-${i}`,
      ownerExternalId: `${prefix}-u`,
      startedAt,
      durationSeconds: 30,
    }));
    await sendHistory(t.app, provider, deals, [{ type: 'user', externalId: `${prefix}-u`, name: prefix, email }, ...calls]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    outsider = await signUp(t, 'Oscar Outsider');
    project = await createProject(t, owner, 'Mine', 'UTC');
    other = await createProject(t, outsider, 'Elsewhere', 'UTC');
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    const foreignRep = await addMember(t, other.id, 'REPRESENTATIVE', 'Foreign Rep');
    await send(await createProvider(owner, project['@id'], 'CRM'), 'mine', rep.email, TIMES);
    // The other project: many more records, most of them outside the same window.
    const foreignTimes = [...TIMES, '2026-11-07T11:00:00Z', '2026-11-08T06:00:00Z', '2026-11-03T20:00:00Z'];
    await send(await createProvider(outsider, other['@id'], 'Foreign CRM'), 'theirs', foreignRep.email, foreignTimes);
  });
  afterAll(() => t?.close());

  /** The three boards' counted records and outsideWindow under `dateTimeRanges`. */
  async function boards(actor: Actor, dateTimeRanges?: (typeof WINDOW)[]) {
    const body = { project: project['@id'], date: period, ...(dateTimeRanges ? { dateTimeRanges } : {}) };
    const [managers, leads, calls] = await Promise.all([
      post(actor, 'managers', body),
      post(actor, 'lead_processing', body),
      post(actor, 'calls', body),
    ]);
    for (const response of [managers, leads, calls]) expect(response.statusCode, response.body).toBe(200);
    const m = managersResponseSchema.parse(managers.json());
    const l = leadProcessingResponseSchema.parse(leads.json());
    const c = callsResponseSchema.parse(calls.json());
    return {
      counted: {
        deals: m.total.count,
        leads: l.employees.reduce((n, row) => n + row.participatedCount, 0),
        calls: c.employees.reduce((n, row) => n + row.callCountActivity.actual, 0),
      },
      outside: { deals: m.outsideWindow.deals, leads: l.outsideWindow.leads, calls: c.outsideWindow.calls },
    };
  }

  it('counts the records of the period outside the ranges, exactly as counted by hand', async () => {
    const expected = outsideByHand(TIMES);
    expect(expected).toBe(4);
    const windowed = await boards(owner, [WINDOW]);
    expect(windowed.outside).toEqual({ deals: expected, leads: expected, calls: expected });
    expect(windowed.counted).toEqual({ deals: TIMES.length - expected, leads: TIMES.length - expected, calls: TIMES.length - expected });
  });

  it('is what including them adds: the whole week counts every record and hides none', async () => {
    const windowed = await boards(owner, [WINDOW]);
    const whole = await boards(owner, [WHOLE_WEEK]);
    expect(whole.outside).toEqual({ deals: 0, leads: 0, calls: 0 });
    expect(whole.counted).toEqual({ deals: TIMES.length, leads: TIMES.length, calls: TIMES.length });
    for (const kind of ['deals', 'leads', 'calls'] as const)
      expect(whole.counted[kind]).toBe(windowed.counted[kind] + windowed.outside[kind]);
    expect((await boards(owner)).outside).toEqual({ deals: 0, leads: 0, calls: 0 });
  });

  it('keeps exclusions: a record inside an exclusion is neither counted nor outside', async () => {
    const body = {
      project: project['@id'],
      date: period,
      dateTimeRanges: [WINDOW],
      // Saturday: one of the records outside the window.
      dateTimeRangeExclusions: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [6] }],
    };
    const managers = managersResponseSchema.parse((await post(owner, 'managers', body)).json());
    expect(managers.outsideWindow.deals).toBe(outsideByHand(TIMES) - 1);
  });

  it("answers a representative the same, and never counts another project's records", async () => {
    expect(await boards(rep, [WINDOW])).toEqual(await boards(owner, [WINDOW]));
    // The other project's own answer sees its own records (and only those).
    const theirs = managersResponseSchema.parse(
      (await post(outsider, 'managers', { project: other['@id'], date: period, dateTimeRanges: [WINDOW] })).json(),
    );
    expect(theirs.outsideWindow.deals).toBe(outsideByHand(TIMES) + 3);
  });
});
