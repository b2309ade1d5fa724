import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { calls, providerUsers } from '../../db/schema/activity';

describe('CSV import API', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  let provider: { id: string };

  const mapping = {
    kind: 'calls',
    columns: { externalId: 'Call ID', owner: 'Agent', startedAt: 'Start', durationSeconds: 'Duration', answered: 'Answered' },
    options: { timeZone: 'Europe/Berlin', dateFormat: 'DD.MM.YYYY' },
  };
  const csv = [
    'Call ID;Agent;Start;Duration;Answered',
    'c-1;rita@example.com;02.11.2026 09:00;01:30;yes',
    'c-2;rita@example.com;02.11.2026 09:05;0;no',
    'c-3;max@example.com;not a date;45;yes',
    'c-4;max@example.com;02.11.2026 10:00;00:45;yes',
  ].join('\r\n');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    project = await createProject(t, owner);
    provider = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'csv', name: 'Export' },
      })
    ).json();
  });
  afterAll(() => t.close());

  const preview = (actor: Actor, providerId: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/data_providers/${providerId}/csv/preview`,
      headers: { ...actor.headers, 'content-type': 'text/csv' },
      payload: body,
    });
  const createImport = (actor: Actor, providerId: string, body: Record<string, unknown> = { mapping }) =>
    t.app.inject({ method: 'POST', url: `/api/data_providers/${providerId}/csv/imports`, headers: actor.headers, payload: body });
  const upload = (actor: Actor, importId: string, body: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/csv_imports/${importId}/file`,
      headers: { ...actor.headers, 'content-type': 'text/csv' },
      payload: body,
    });

  it('previews headers and first rows with the detected delimiter', async () => {
    const response = await preview(owner, provider.id, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ delimiter: ';', headers: ['Call ID', 'Agent', 'Start', 'Duration', 'Answered'] });
    expect(response.json().rows).toHaveLength(4);
  });

  it('imports the good rows, reports the bad ones by line, and records progress', async () => {
    const created = await createImport(owner, provider.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'waiting', kind: 'calls' });
    const done = await upload(owner, created.json().id, csv);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', rows: 4, imported: 3, errorCount: 1 });
    expect(done.json().errors[0]).toMatchObject({ line: 4, field: 'startedAt' });

    const stored = await t.db.select().from(calls).where(eq(calls.projectId, project.id));
    expect(stored.map((c) => [c.externalId, c.durationSeconds, c.answered]).sort()).toEqual([
      ['c-1', 90, true],
      ['c-2', 0, false],
      ['c-4', 45, true],
    ]);
    expect(stored.find((c) => c.externalId === 'c-1')?.startedAt.toISOString()).toBe('2026-11-02T08:00:00.000Z');
    const owners = await t.db.select().from(providerUsers).where(eq(providerUsers.dataProviderId, provider.id));
    expect(owners.map((o) => o.email).sort()).toEqual(['max@example.com', 'rita@example.com']);

    const read = await t.app.inject({ method: 'GET', url: `/api/csv_imports/${created.json().id}`, headers: owner.headers });
    expect(read.json()).toMatchObject({ status: 'done', imported: 3 });
    // One file per import; importing the same file again elsewhere changes nothing (idempotent ids).
    expect((await upload(owner, created.json().id, csv)).statusCode).toBe(409);
    const again = (await createImport(owner, provider.id)).json();
    expect((await upload(owner, again.id, csv)).json()).toMatchObject({ status: 'done', imported: 3 });
    expect(await t.db.select().from(calls).where(eq(calls.projectId, project.id))).toHaveLength(3);
  });

  it('answers a file without the mapped columns with 422 and marks the import failed', async () => {
    const created = (await createImport(owner, provider.id)).json();
    const response = await upload(owner, created.id, 'Something;Else\n1;2\n');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].propertyPath).toBe('mapping');
    const read = (await t.app.inject({ method: 'GET', url: `/api/csv_imports/${created.id}`, headers: owner.headers })).json();
    expect(read.status).toBe('failed');
  });

  it('reports cells holding U+0000 (a UTF-16 file read as UTF-8) as row errors instead of failing the import', async () => {
    const created = (await createImport(owner, provider.id)).json();
    const file = [
      'Call ID;Agent;Start;Duration;Answered',
      'nul-1\u0000;rita@example.com;02.11.2026 09:00;01:30;yes',
      'nul-2;rita@example.com;02.11.2026 09:05;0;no',
    ].join('\n');
    const response = await upload(owner, created.id, file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'done', rows: 2, imported: 1, errorCount: 1 });
    expect(response.json().errors).toEqual([
      { line: 2, field: 'externalId', message: 'contains the NUL character (U+0000); save the file as UTF-8 text' },
    ]);
    const stored = await t.db.select().from(calls).where(eq(calls.projectId, project.id));
    expect(stored.map((c) => c.externalId)).toContain('nul-2');
  });

  it('rejects bad mappings, non-CSV providers, missing files and other projects', async () => {
    expect((await createImport(owner, provider.id, { mapping: { ...mapping, columns: { Agent: 'x' } } })).statusCode).toBe(422);
    expect((await createImport(owner, provider.id, { mapping: { ...mapping, options: { timeZone: 'Mars/Base' } } })).statusCode).toBe(422);
    const webhook = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'webhook', name: 'Hook' },
      })
    ).json();
    expect((await createImport(owner, webhook.id)).statusCode).toBe(422);
    const created = (await createImport(owner, provider.id)).json();
    const noFile = await t.app.inject({ method: 'PUT', url: `/api/csv_imports/${created.id}/file`, headers: owner.headers });
    expect(noFile.statusCode).toBe(415);

    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const outsider = await signUp(t);
    expect((await createImport(rep, provider.id)).statusCode).toBe(403);
    expect((await createImport(outsider, provider.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/csv_imports/${created.id}`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await preview(outsider, provider.id, csv)).statusCode).toBe(404);
  });

  it('imports a few thousand rows in batches', async () => {
    const lines = ['Call ID;Agent;Start;Duration;Answered'];
    for (let i = 0; i < 3000; i++)
      lines.push(
        `bulk-${i};agent${i % 20}@example.com;03.11.2026 ${String(8 + (i % 9)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')};${i % 400};${i % 3 ? 'yes' : 'no'}`,
      );
    const created = (await createImport(owner, provider.id)).json();
    const started = performance.now();
    const done = (await upload(owner, created.id, lines.join('\n'))).json();
    expect(done).toMatchObject({ status: 'done', rows: 3000, imported: 3000, errorCount: 0 });
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
