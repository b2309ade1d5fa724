import { LIVE_TICKET_TTL_S } from '@salespulse/contract/live';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { settings } from '../../db/schema/settings';

type SseEvent = { event: string; data: string };

/** An event stream read over real HTTP (inject cannot stream): parsed events as they arrive. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let raw = '';
  let ended = false;
  const done = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        raw += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary: number;
        while ((boundary = raw.indexOf('\n\n')) >= 0) {
          const block = raw.slice(0, boundary);
          raw = raw.slice(boundary + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = [...block.matchAll(/^data: (.*)$/gm)].map((match) => match[1]).join('\n');
          if (event) events.push({ event, data });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  async function next(name: string, timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex((event) => event.event === name);
      if (index >= 0) return events.splice(index, 1)[0]!;
      if (ended) throw new Error(`stream ended before "${name}"`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }
  return {
    response,
    next,
    events,
    isEnded: () => ended,
    ended: done,
    close: () => controller.abort(),
  };
}

describe('live events', () => {
  let t: TestApp;
  let base: string;
  let owner: Actor;
  let rep: Actor & { employeeId: string };
  let stranger: Actor;
  let project: { id: string; '@id': string };
  let other: { id: string; '@id': string };
  let provider: { id: string; secret: string };
  let otherProvider: { id: string; secret: string };

  const ticketFor = async (actor: Actor, projectId: string) =>
    t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/events/tickets`, headers: actor.headers });
  const streamUrl = (projectId: string, ticket?: string) =>
    `${base}/api/projects/${projectId}/events${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`;
  const newProvider = async (actor: Actor, projectIri: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name: 'CRM' },
      })
    ).json();
  const call = (externalId: string) => ({
    events: [{ type: 'call', externalId, startedAt: '2026-03-02T09:00:00Z', durationSeconds: 60 }],
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    stranger = await signUp(t, 'Sam Stranger');
    other = await createProject(t, stranger, 'Other team');
    provider = await newProvider(owner, project['@id']);
    otherProvider = await newProvider(stranger, other['@id']);
  });
  afterAll(() => t.close());

  it('issues a short-lived ticket to a member with project.access', async () => {
    const response = await ticketFor(rep, project.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ticket: expect.any(String), expiresIn: LIVE_TICKET_TTL_S });
  });

  it('refuses tickets to anonymous callers (401) and outsiders (404)', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/events/tickets` })).statusCode).toBe(401);
    const foreign = await ticketFor(stranger, project.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()['@type']).toBe('hydra:Error');
    expect((await ticketFor(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('streams the project’s new activity after a webhook batch, and nothing of other projects', async () => {
    const { ticket } = (await ticketFor(rep, project.id)).json();
    // Asked like a browser asks: the stream is never compressed (an encoder would hold events back).
    const stream = await openStream(streamUrl(project.id, ticket), { 'accept-encoding': 'gzip, deflate, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await stream.next('ready')).data)).toEqual({ projectId: project.id });

    expect((await postEvents(t.app, otherProvider.id, otherProvider.secret, call('elsewhere-1'))).statusCode).toBe(200);
    expect((await postEvents(t.app, provider.id, provider.secret, call('c-1'))).statusCode).toBe(200);
    const event = JSON.parse((await stream.next('activity')).data);
    expect(event).toMatchObject({ projectId: project.id, dataProviderId: provider.id });
    expect(stream.events.filter((e) => e.event === 'activity')).toEqual([]);
    stream.close();
  });

  it('streams each gift request made or decided as a gift event, once committed', async () => {
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
    const gift = (
      await t.app.inject({
        method: 'POST',
        url: '/api/gift_products',
        headers: owner.headers,
        payload: { project: project['@id'], name: 'Mug', price: 10 },
      })
    ).json();
    const { ticket } = (await ticketFor(owner, project.id)).json();
    const stream = await openStream(streamUrl(project.id, ticket));
    await stream.next('ready');
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/gift_requests',
        headers: rep.headers,
        payload: { project: project['@id'], giftProduct: gift['@id'] },
      });
    // Without points the request is refused and rolled back: no event.
    expect((await ask()).statusCode).toBe(422);
    await t.app.inject({
      method: 'POST',
      url: '/api/point_transactions',
      headers: owner.headers,
      payload: { employee: `/api/employees/${rep.employeeId}`, amount: 10 },
    });
    const request = (await ask()).json();
    expect(JSON.parse((await stream.next('gift')).data)).toEqual({ requestId: request.id, employeeId: rep.employeeId, status: 'pending' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/gift_requests/${request.id}`,
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ status: 'approved' }),
    });
    expect(JSON.parse((await stream.next('gift')).data)).toEqual({ requestId: request.id, employeeId: rep.employeeId, status: 'approved' });
    expect(stream.events.filter((e) => e.event === 'gift')).toEqual([]);
    stream.close();
  });

  it('accepts a bearer token instead of a ticket', async () => {
    const stream = await openStream(streamUrl(project.id), owner.headers);
    expect(stream.response.status).toBe(200);
    await stream.next('ready');
    stream.close();
  });

  it('refuses a stream without credentials, with a bad or foreign ticket, and to outsiders', async () => {
    const status = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(url, { headers });
      await response.body?.cancel();
      return response.status;
    };
    expect(await status(streamUrl(project.id))).toBe(401);
    expect(await status(streamUrl(project.id, 'not-a-ticket'))).toBe(401);
    // A ticket opens the stream of its own project only.
    const { ticket } = (await ticketFor(stranger, other.id)).json();
    expect(await status(streamUrl(project.id, ticket))).toBe(401);
    // An access token is not a ticket.
    expect(await status(streamUrl(project.id, owner.token))).toBe(401);
    expect(await status(streamUrl(project.id), stranger.headers)).toBe(404);
    expect(await status(`${base}/api/projects/not-a-uuid/events`, owner.headers)).toBe(404);
    const unknown = await fetch(streamUrl(project.id, 'x'.repeat(3000)));
    expect(unknown.status).toBe(422);
  });

  it('refuses a forged ticket', async () => {
    const { ticket } = (await ticketFor(owner, project.id)).json();
    const [header, payload] = ticket
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    const forged = await new SignJWT(payload).setProtectedHeader(header).sign(new TextEncoder().encode('a guessed key'));
    const response = await fetch(streamUrl(project.id, forged));
    expect(response.status).toBe(401);
  });

  it('forgets a stream when the client disconnects', async () => {
    const before = t.app.liveHub.size();
    const stream = await openStream(streamUrl(project.id), owner.headers);
    await stream.next('ready');
    expect(t.app.liveHub.size()).toBe(before + 1);
    stream.close();
    for (let i = 0; i < 50 && t.app.liveHub.size() > before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.app.liveHub.size()).toBe(before);
  });

  it('ends open streams when the app closes, so closing does not hang', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    const ownBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const boss = await signUp(own, 'Boss');
    const ownProject = await createProject(own, boss);
    const stream = await openStream(`${ownBase}/api/projects/${ownProject.id}/events`, boss.headers);
    await stream.next('ready');
    const started = Date.now();
    await own.close();
    await stream.ended;
    expect(stream.isEnded()).toBe(true);
    // Without ending the streams first, closing would wait for them forever.
    expect(Date.now() - started).toBeLessThan(8000);
  }, 20_000);
});
