import { brotliDecompressSync } from 'node:zlib';
import { pulseResponseSchema } from '@salespulse/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';

// How the pulse answer leaves the server (answer-stream.ts): a short one whole, with its length; a
// long one streamed while its rows arrive, compressed on the way for a browser, unless its rows
// come all together (a day of tasks), when it is sent whole. The numbers themselves:
// pulse.reference.test.ts.

describe('pulse API: whole and streamed answers', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  const day = { from: '2026-11-02', to: '2026-11-02' };
  const CALLS = 2000;
  const TASKS = 2000;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner, 'Busy floor', 'Europe/Berlin');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    const provider = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'webhook', name: 'CRM' },
      })
    ).json<{ id: string; secret: string }>();
    // A busy day: 2,000 calls, one every 12 seconds from 08:00 UTC, every other one answered.
    const calls = Array.from({ length: CALLS }, (_, i) => ({
      type: 'call',
      externalId: `c-${i}`,
      ownerExternalId: 'u-rita',
      startedAt: new Date(Date.parse('2026-11-02T08:00:00Z') + i * 12_000).toISOString(),
      durationSeconds: i % 2 === 0 ? 30 : 0,
    }));
    // And as many completed tasks, one every 12 seconds from 08:00:06 UTC.
    const tasks = Array.from({ length: TASKS }, (_, i) => {
      const at = new Date(Date.parse('2026-11-02T08:00:06Z') + i * 12_000).toISOString();
      return { type: 'task', externalId: `t-${i}`, ownerExternalId: 'u-rita', completedAt: at, createdAt: at, updatedAt: at };
    });
    const batches = [
      [{ type: 'user', externalId: 'u-rita', name: 'Rita', email: rep.email }],
      calls.slice(0, 1000),
      calls.slice(1000),
      tasks.slice(0, 1000),
      tasks.slice(1000),
    ];
    for (const events of batches) {
      const sent = await postEvents(t.app, provider.id, provider.secret, { events });
      if (sent.statusCode !== 200) throw new Error(sent.body);
    }
  });
  afterAll(() => t.close());

  const pulse = (objectType: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/pulse',
      headers: { ...owner.headers, ...headers },
      payload: { project: project['@id'], objectType, date: day },
    });

  it('streams a long answer (no length ahead), the same answer on every path to it', async () => {
    // The first request takes the full path (scope, rollups); the next ones the one-round-trip gate.
    for (let i = 0; i < 2; i++) {
      const response = await pulse('call');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.body.length).toBeGreaterThan(64 * 1024);
      const answer = pulseResponseSchema.parse(response.json());
      if (answer.objectType !== 'call') throw new Error('a call answer was expected');
      expect(answer.total.day).toEqual({ calls: CALLS, successCalls: CALLS / 2, callDuration: (CALLS / 2) * 30 });
      const rita = answer.employees.find((row) => row.day.calls.length > 0);
      expect(rita?.day.calls).toHaveLength(CALLS);
      expect(rita?.day.calls[0]).toEqual({ createdAt: '2026-11-02T08:00:00.000Z' });
      expect(rita?.day.successCalls.at(-1)).toEqual({
        createdAt: new Date(Date.parse('2026-11-02T08:00:00Z') + (CALLS - 2) * 12_000).toISOString(),
        duration: 30,
      });
    }
  });

  it('compresses a streamed answer for a browser', async () => {
    const plain = await pulse('call');
    const compressed = await pulse('call', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(JSON.parse(text)).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 5);
  });

  it('sends a long answer whose rows come together whole, with its length', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await pulse('task');
      expect(response.statusCode).toBe(200);
      expect(response.body.length).toBeGreaterThan(64 * 1024);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const answer = pulseResponseSchema.parse(response.json());
      if (answer.objectType !== 'task') throw new Error('a task answer was expected');
      expect(answer.total.day).toEqual({ tasks: TASKS });
      const rita = answer.employees.find((row) => row.day.tasks.length > 0);
      expect(rita?.day.tasks).toHaveLength(TASKS);
      expect(rita?.day.tasks[0]).toEqual({ completedAt: '2026-11-02T08:00:06.000Z' });
    }
  });

  it('sends a short answer whole, with its length', async () => {
    const response = await pulse('deal');
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(pulseResponseSchema.parse(response.json()).objectType).toBe('deal');
  });
});
