import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { calls } from '../../db/schema/activity';
import { createIngestionService } from '../activity';
import { createDataProvidersRepository } from '../data-providers/data-providers.repository';
import { dataProviders } from '../../db/schema/data-providers';
import { createProjectAccess } from '../../access/project-access';
import { createCsvImportsRepository } from './csv-imports.repository';
import { createCsvImportsService, INTERRUPTED_FAILURE } from './csv-imports.service';
import { until as poll } from '../../../test/until';

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => poll(check, timeoutMs, 50);

describe('CSV import cut off by a restart', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };

  const mapping = {
    kind: 'calls',
    columns: { externalId: 'id', startedAt: 'start', durationSeconds: 'seconds' },
    options: { timeZone: 'UTC' },
  };
  const header = 'id,start,seconds';
  const line = (i: number) => `call-${i},2026-11-02T09:${String(i % 60).padStart(2, '0')}:00Z,${i % 300}`;
  const ROWS = 1200;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  it('is marked failed with how to finish it, and finishes when its file is sent again, without duplicates', async () => {
    const provider = (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'csv', name: 'Export' },
      })
    ).json();
    const created = (
      await t.app.inject({
        method: 'POST',
        url: `/api/data_providers/${provider.id}/csv/imports`,
        headers: owner.headers,
        payload: { mapping },
      })
    ).json();
    const importUrl = `/api/csv_imports/${created.id}`;
    const read = async () => (await t.app.inject({ method: 'GET', url: importUrl, headers: owner.headers })).json();

    // The upload sends 700 rows, then its process dies: the stream never goes on.
    const dying = new Readable({ read: () => undefined });
    dying.push([header, ...Array.from({ length: 700 }, (_, i) => line(i)), ''].join('\n'));
    void t.app.inject({
      method: 'PUT',
      url: `${importUrl}/file`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: dying,
    });
    await until(async () => (await read()).rows >= 500);
    expect((await read()).status).toBe('running');

    const service = createCsvImportsService({
      imports: createCsvImportsRepository(t.db),
      providers: createDataProvidersRepository(t.db),
      access: createProjectAccess(t.db),
      ingestion: createIngestionService(t.db),
      maxBytes: 10_000_000,
    });
    // Still making progress within the allowed silence: left alone.
    expect(await service.interruptStalled(new Date(Date.now() - 60_000))).toBe(0);
    // What the minute job (or the next start on the embedded database) finds once it has gone quiet.
    expect(await service.interruptStalled(new Date(Date.now() + 1000))).toBe(1);
    expect(await read()).toMatchObject({ status: 'failed', failure: INTERRUPTED_FAILURE });
    expect((await t.db.select().from(dataProviders).where(eq(dataProviders.id, provider.id)))[0]?.lastError).toContain(
      'send the same file again',
    );
    const kept = (await t.db.select({ value: count() }).from(calls).where(eq(calls.dataProviderId, provider.id)))[0]!.value;
    expect(kept).toBeGreaterThanOrEqual(500);

    const full = [header, ...Array.from({ length: ROWS }, (_, i) => line(i))].join('\n');
    const resumed = await t.app.inject({
      method: 'PUT',
      url: `${importUrl}/file`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: full,
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'done', rows: ROWS, imported: ROWS, errorCount: 0, failure: null });
    const stored = (await t.db.select({ value: count() }).from(calls).where(eq(calls.dataProviderId, provider.id)))[0]!.value;
    expect(stored).toBe(ROWS);
    expect((await t.db.select().from(dataProviders).where(eq(dataProviders.id, provider.id)))[0]?.lastError).toBeNull();

    const again = await t.app.inject({
      method: 'PUT',
      url: `${importUrl}/file`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: full,
    });
    expect(again.statusCode).toBe(409);
    dying.destroy();
  });
});
