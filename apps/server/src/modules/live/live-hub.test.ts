import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationHandler } from '../../db/pg-listener';
import { createLiveHub, type LiveStream } from './live-hub';

type FakeStream = LiveStream & { events: [string, string][]; comments: string[]; ended: boolean };

function fakeStream(): FakeStream {
  const stream: FakeStream = {
    events: [],
    comments: [],
    ended: false,
    send: (event, data) => void stream.events.push([event, data]),
    comment: (text) => void stream.comments.push(text),
    end: () => void (stream.ended = true),
  };
  return stream;
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('live hub', () => {
  let notify: NotificationHandler;
  let resume: () => void;
  const unlisten = vi.fn(async () => undefined);
  const listen = vi.fn(async (_channel: string, handler: NotificationHandler, onResume?: () => void) => {
    notify = handler;
    resume = onResume!;
    return unlisten;
  });
  const hub = () => createLiveHub({ listen, log, heartbeatMs: 1000, throttleMs: 500, maxStreamMs: 60_000 });
  const payload = (projectId: string, extra: object = {}) => JSON.stringify({ projectId, ...extra });

  beforeEach(() => {
    vi.useFakeTimers();
    listen.mockClear();
    unlisten.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('listens once, on the first stream, to channel activity', async () => {
    const live = hub();
    expect(listen).not.toHaveBeenCalled();
    await live.subscribe('p1', fakeStream());
    await live.subscribe('p2', fakeStream());
    expect(listen).toHaveBeenCalledOnce();
    expect(listen.mock.calls[0]![0]).toBe('activity');
  });

  it('sends every lead assignment at once as a lead event, outside the activity throttle', async () => {
    const live = hub();
    const [a, b] = [fakeStream(), fakeStream()];
    await live.subscribe('a', a);
    await live.subscribe('b', b);
    notify(payload('a'));
    const first = { employeeId: 'e1', dealId: 'd1', decision: 'assigned' };
    const second = { employeeId: 'e2', dealId: 'd2', decision: 'reassigned' };
    notify(payload('a', { lead: first }));
    notify(payload('a', { lead: second }));
    expect(a.events).toEqual([
      ['activity', payload('a')],
      ['lead', JSON.stringify(first)],
      ['lead', JSON.stringify(second)],
    ]);
    expect(b.events).toEqual([]);
  });

  it('sends every gift request change at once as a gift event, outside the activity throttle', async () => {
    const live = hub();
    const [a, b] = [fakeStream(), fakeStream()];
    await live.subscribe('a', a);
    await live.subscribe('b', b);
    notify(payload('a'));
    const made = { requestId: 'r1', employeeId: 'e1', status: 'pending' };
    const decided = { requestId: 'r1', employeeId: 'e1', status: 'approved' };
    notify(payload('a', { gift: made }));
    notify(payload('a', { gift: decided }));
    expect(a.events).toEqual([
      ['activity', payload('a')],
      ['gift', JSON.stringify(made)],
      ['gift', JSON.stringify(decided)],
    ]);
    expect(b.events).toEqual([]);
  });

  it('sends every goal met at once as a goal event, outside the activity throttle', async () => {
    const live = hub();
    const [a, b] = [fakeStream(), fakeStream()];
    await live.subscribe('a', a);
    await live.subscribe('b', b);
    notify(payload('a'));
    const met = {
      goalId: 'g1',
      metric: 'calls',
      scope: 'employee',
      employeeId: 'e1',
      teamId: null,
      target: 2,
      fact: 2,
      from: '2026-12-01',
      to: '2026-12-31',
    };
    notify(payload('a', { goal: met }));
    expect(a.events).toEqual([
      ['activity', payload('a')],
      ['goal', JSON.stringify(met)],
    ]);
    expect(b.events).toEqual([]);
  });

  it('sends a notification to the streams of its project only', async () => {
    const live = hub();
    const [a1, a2, b] = [fakeStream(), fakeStream(), fakeStream()];
    await live.subscribe('a', a1);
    await live.subscribe('a', a2);
    await live.subscribe('b', b);
    notify(payload('a', { dataProviderId: 'd1' }));
    expect(a1.events).toEqual([['activity', payload('a', { dataProviderId: 'd1' })]]);
    expect(a2.events).toEqual(a1.events);
    expect(b.events).toEqual([]);
    // Nobody of project c is listening: nothing to do.
    notify(payload('c'));
    expect(b.events).toEqual([]);
  });

  it('turns a burst of notifications into the first at once and the latest after the quiet window', async () => {
    const live = hub();
    const stream = fakeStream();
    await live.subscribe('a', stream);
    notify(payload('a', { changed: 1 }));
    notify(payload('a', { changed: 2 }));
    notify(payload('a', { changed: 3 }));
    expect(stream.events.map(([, data]) => JSON.parse(data).changed)).toEqual([1]);
    vi.advanceTimersByTime(500);
    expect(stream.events.map(([, data]) => JSON.parse(data).changed)).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    notify(payload('a', { changed: 4 }));
    expect(stream.events.map(([, data]) => JSON.parse(data).changed)).toEqual([1, 3, 4]);
  });

  it('ignores notifications without a project', async () => {
    const live = hub();
    const stream = fakeStream();
    await live.subscribe('a', stream);
    notify('not json');
    notify(JSON.stringify({ other: 1 }));
    expect(stream.events).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps idle streams alive with heartbeats', async () => {
    const live = hub();
    const stream = fakeStream();
    await live.subscribe('a', stream);
    vi.advanceTimersByTime(3000);
    expect(stream.comments).toEqual(['heartbeat', 'heartbeat', 'heartbeat']);
  });

  it('forgets a stream when its client leaves', async () => {
    const live = hub();
    const stream = fakeStream();
    const leave = await live.subscribe('a', stream);
    expect(live.size()).toBe(1);
    leave();
    expect(live.size()).toBe(0);
    notify(payload('a'));
    vi.advanceTimersByTime(5000);
    expect(stream.events).toEqual([]);
    expect(stream.comments).toEqual([]);
  });

  it('ends a stream after its maximum lifetime, so the client comes back with a new ticket', async () => {
    const live = hub();
    const stream = fakeStream();
    await live.subscribe('a', stream);
    vi.advanceTimersByTime(60_000);
    expect(stream.ended).toBe(true);
    expect(live.size()).toBe(0);
  });

  it('tells every project to refetch when the database connection comes back', async () => {
    const live = hub();
    const [a, b] = [fakeStream(), fakeStream()];
    await live.subscribe('a', a);
    await live.subscribe('b', b);
    resume();
    expect(a.events).toEqual([['activity', payload('a')]]);
    expect(b.events).toEqual([['activity', payload('b')]]);
  });

  it('ends every stream and stops listening on close', async () => {
    const live = hub();
    const [a, b] = [fakeStream(), fakeStream()];
    await live.subscribe('a', a);
    await live.subscribe('b', b);
    await live.close();
    expect([a.ended, b.ended]).toEqual([true, true]);
    expect(unlisten).toHaveBeenCalledOnce();
    expect(live.size()).toBe(0);
    await expect(live.subscribe('a', fakeStream())).rejects.toThrow('closed');
  });

  it('tries to listen again after a failure', async () => {
    listen.mockRejectedValueOnce(new Error('no database'));
    const live = hub();
    await expect(live.ready()).rejects.toThrow('no database');
    await live.ready();
    expect(listen).toHaveBeenCalledTimes(2);
  });
});
