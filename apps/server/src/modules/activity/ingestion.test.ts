import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor, createWebhookProvider } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { definitions } from '../../db/schema/definitions';
import { calls, dealOwnerChanges, deals, dealStageChanges, providerUsers, tasks } from '../../db/schema/activity';

describe('webhook ingestion', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  let provider: { id: string; secret: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    provider = await createWebhookProvider(t, owner, project);
  });
  afterAll(() => t.close());

  const send = (body: unknown) => postEvents(t.app, provider.id, provider.secret, body);
  const dealEvent = (externalId: string, stage: string, updatedAt: string, extra: Record<string, unknown> = {}) => ({
    type: 'deal',
    externalId,
    stage,
    createdAt: '2026-11-02T08:00:00Z',
    updatedAt,
    ...extra,
  });

  it('stores users, deals, calls and tasks, mapping owners to employees by e-mail', async () => {
    const rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    const response = await send({
      events: [
        { type: 'user', externalId: 'u-rita', name: 'Rita in CRM', email: rep.email.toUpperCase() },
        { type: 'user', externalId: 'u-ghost', name: 'Ghost' },
        dealEvent('d-1', 'new', '2026-11-02T08:00:00Z', {
          ownerExternalId: 'u-rita',
          amount: 1500,
          title: 'ACME',
          link: 'https://crm.example.com/d-1',
        }),
        {
          type: 'call',
          externalId: 'c-1',
          ownerExternalId: 'u-rita',
          dealExternalId: 'd-1',
          startedAt: '2026-11-02T09:00:00Z',
          durationSeconds: 120,
        },
        { type: 'call', externalId: 'c-2', ownerExternalId: 'u-rita', startedAt: '2026-11-02T09:10:00Z', durationSeconds: 0 },
        {
          type: 'task',
          externalId: 't-1',
          ownerExternalId: 'u-nobody-yet',
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
          dueAt: '2026-11-03T08:00:00Z',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 6, unchanged: 0 });

    const [rita] = await t.db.select().from(providerUsers).where(eq(providerUsers.externalId, 'u-rita'));
    expect(rita?.employeeId).toBe(rep.employeeId);
    const [deal] = await t.db.select().from(deals).where(eq(deals.externalId, 'd-1'));
    expect(deal).toMatchObject({ employeeId: rep.employeeId, amount: 1500, stage: 'new', title: 'ACME' });
    const storedCalls = await t.db.select().from(calls).where(eq(calls.projectId, project.id)).orderBy(asc(calls.startedAt));
    expect(storedCalls.map((c) => [c.externalId, c.answered, c.employeeId])).toEqual([
      ['c-1', true, rep.employeeId],
      ['c-2', false, rep.employeeId],
    ]);
    // An owner the provider never described is kept as a placeholder: the task is not lost.
    const [task] = await t.db.select().from(tasks).where(eq(tasks.externalId, 't-1'));
    expect(task?.ownerUserId).toBeTruthy();
    expect(task?.employeeId).toBeNull();
  });

  it('is idempotent: the same batch again changes nothing', async () => {
    const batch = {
      events: [
        dealEvent('d-idem', 'new', '2026-11-02T08:00:00Z'),
        { type: 'call', externalId: 'c-idem', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 30 },
      ],
    };
    expect((await send(batch)).json()).toEqual({ accepted: 2, unchanged: 0 });
    expect((await send(batch)).json()).toEqual({ accepted: 0, unchanged: 2 });
    expect(await t.db.select().from(deals).where(eq(deals.externalId, 'd-idem'))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(dealStageChanges)
        .innerJoin(deals, eq(deals.id, dealStageChanges.dealId))
        .where(eq(deals.externalId, 'd-idem')),
    ).toHaveLength(1);
  });

  it('keeps the newest version when updates arrive out of order, and records stage and owner history', async () => {
    await send({
      events: [
        { type: 'user', externalId: 'u-a', name: 'A' },
        { type: 'user', externalId: 'u-b', name: 'B' },
      ],
    });
    await send({ events: [dealEvent('d-ord', 'negotiation', '2026-11-02T10:00:00Z', { ownerExternalId: 'u-a', amount: 100 })] });
    await send({ events: [dealEvent('d-ord', 'won', '2026-11-02T12:00:00Z', { ownerExternalId: 'u-b', amount: 120 })] });
    const late = await send({ events: [dealEvent('d-ord', 'bill', '2026-11-02T11:00:00Z', { ownerExternalId: 'u-a', amount: 110 })] });
    expect(late.json()).toEqual({ accepted: 0, unchanged: 1 });

    const [deal] = await t.db.select().from(deals).where(eq(deals.externalId, 'd-ord'));
    expect(deal).toMatchObject({ stage: 'won', amount: 120 });
    expect(deal?.assignedAt.toISOString()).toBe('2026-11-02T12:00:00.000Z');
    const stages = await t.db
      .select()
      .from(dealStageChanges)
      .where(eq(dealStageChanges.dealId, deal!.id))
      .orderBy(asc(dealStageChanges.changedAt));
    expect(stages.map((s) => [s.stage, s.changedAt.toISOString()])).toEqual([
      ['negotiation', '2026-11-02T08:00:00.000Z'],
      ['won', '2026-11-02T12:00:00.000Z'],
    ]);
    const owners = await t.db.select().from(dealOwnerChanges).where(eq(dealOwnerChanges.dealId, deal!.id));
    expect(owners).toHaveLength(2);
    // Every stage seen waits on the Definitions screen for its meaning.
    const seen = await t.db.select().from(definitions).where(eq(definitions.dataProviderId, provider.id));
    expect(seen.map((d) => d.stage)).toEqual(expect.arrayContaining(['negotiation', 'won', 'new']));
    expect(seen.every((d) => d.kind === null)).toBe(true);
  });

  it('within one batch keeps the newest of several versions of a record', async () => {
    const response = await send({
      events: [
        dealEvent('d-many', 'won', '2026-11-02T15:00:00Z'),
        dealEvent('d-many', 'new', '2026-11-02T09:00:00Z'),
        { type: 'call', externalId: 'c-many', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 5, updatedAt: '2026-11-02T09:10:00Z' },
        { type: 'call', externalId: 'c-many', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 50, updatedAt: '2026-11-02T09:20:00Z' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [deal] = await t.db.select().from(deals).where(eq(deals.externalId, 'd-many'));
    expect(deal?.stage).toBe('won');
    const [call] = await t.db.select().from(calls).where(eq(calls.externalId, 'c-many'));
    expect(call?.durationSeconds).toBe(50);
  });

  describe('refusals store nothing', () => {
    const count = async () => (await t.db.select().from(calls).where(eq(calls.projectId, project.id))).length;
    const call = (externalId: string) => ({ type: 'call', externalId, startedAt: '2026-11-02T09:00:00Z', durationSeconds: 10 });

    it('refuses a wrong, missing or foreign signature with 401', async () => {
      const before = await count();
      const body = { events: [call('c-forged')] };
      const forged = await postEvents(t.app, provider.id, provider.secret, body, { signature: 'sha256=' + '0'.repeat(64) });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ '@type': 'hydra:Error', status: 401 });
      expect((await postEvents(t.app, provider.id, 'not-the-secret', body)).statusCode).toBe(401);
      expect((await postEvents(t.app, provider.id, provider.secret, body, { signature: '' })).statusCode).toBe(401);
      expect((await postEvents(t.app, '00000000-0000-4000-8000-000000000000', provider.secret, body)).statusCode).toBe(401);
      expect((await postEvents(t.app, 'not-a-uuid', provider.secret, body)).statusCode).toBe(401);
      expect(await count()).toBe(before);
    });

    it('refuses a signed batch with one bad event whole (422), and malformed JSON (400)', async () => {
      const before = await count();
      const bad = await send({ events: [call('c-good'), { ...call('c-bad'), durationSeconds: -5 }] });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().violations[0].propertyPath).toBe('events.1.durationSeconds');
      expect((await send('{"events": [')).statusCode).toBe(400);
      expect((await send({ events: [] })).statusCode).toBe(422);
      expect((await send({ events: Array.from({ length: 1001 }, (_, i) => call(`c-${i}`)) })).statusCode).toBe(422);
      expect(await count()).toBe(before);
    });

    it('refuses an oversized body with 413', async () => {
      const huge = { events: [{ ...call('c-huge'), padding: 'x'.repeat(11 * 1024 * 1024) }] };
      expect((await send(huge)).statusCode).toBe(413);
    });

    it('refuses events for a paused provider', async () => {
      const paused = (
        await t.app.inject({
          method: 'POST',
          url: '/api/data_providers',
          headers: owner.headers,
          payload: { project: project['@id'], type: 'webhook', name: 'Paused' },
        })
      ).json();
      await t.app.inject({
        method: 'PATCH',
        url: paused['@id'],
        headers: { ...owner.headers, 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ state: 'paused' }),
      });
      expect((await postEvents(t.app, paused.id, paused.secret, { events: [call('c-paused')] })).statusCode).toBe(401);
    });
  });

  it('records the delivery on the provider', async () => {
    const read = (await t.app.inject({ method: 'GET', url: `/api/data_providers/${provider.id}`, headers: owner.headers })).json();
    expect(read.lastSuccessAt).not.toBeNull();
    expect(read.lastError).toBeNull();
  });
});
