import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUp, type Actor } from '../test/fixtures';
import { answerWithin, documentedOperations } from '../test/documented-operations';
import { createTestApp, type TestApp } from '../test/test-app';
import { settings } from './db/schema/settings';

// What hostile-input.test.ts cannot reach from the OpenAPI schemas: bodies that are not even
// well-formed JSON, on every operation that takes JSON, and the uploads that are not JSON (an image
// as multipart/form-data, a CSV file as text/csv). Broken framing, bytes that are not
// UTF-8, NUL characters, unterminated quotes and mismatched content types must each get a 4xx
// answer (or a 200 for what is merely odd), never a 500 or no answer at all.

type Body = { name: string; contentType: string; payload: Buffer | string };

const BOUNDARY = 'hostile-boundary';
const part = (headers: string, content: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
// PNG's signature, then nothing an image decoder could use.
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function multipartBodies(projectIri: string): Body[] {
  const projectPart = part('Content-Disposition: form-data; name="project"', projectIri);
  const filePart = (headers: string, bytes: Buffer | string) => part(`Content-Disposition: form-data; name="file"; ${headers}`, bytes);
  return [
    { name: 'empty body', contentType: multipartType, payload: '' },
    { name: 'no boundary in the type', contentType: 'multipart/form-data', payload: Buffer.concat([projectPart, end]) },
    {
      name: 'a boundary the body never uses',
      contentType: 'multipart/form-data; boundary=elsewhere',
      payload: Buffer.concat([projectPart, end]),
    },
    {
      name: 'cut off before the closing boundary',
      contentType: multipartType,
      payload: Buffer.concat([projectPart, filePart('filename="a.png"\r\nContent-Type: image/png', PNG_HEAD)]),
    },
    { name: 'a part without headers', contentType: multipartType, payload: `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n` },
    { name: 'only the closing boundary', contentType: multipartType, payload: end },
    {
      name: 'a file with an empty name and no bytes',
      contentType: multipartType,
      payload: Buffer.concat([projectPart, filePart('filename=""', ''), end]),
    },
    {
      name: 'a truncated PNG',
      contentType: multipartType,
      payload: Buffer.concat([projectPart, filePart('filename="a.png"\r\nContent-Type: image/png', PNG_HEAD), end]),
    },
    {
      name: 'a NUL and a lone surrogate in the project field',
      contentType: multipartType,
      payload: Buffer.concat([
        part('Content-Disposition: form-data; name="project"', '/api/projects/\u0000\ud800'),
        filePart('filename="a.png"', PNG_HEAD),
        end,
      ]),
    },
    {
      name: 'bytes that are not UTF-8 in the field and file name',
      contentType: multipartType,
      payload: Buffer.concat([
        part('Content-Disposition: form-data; name="project"', Buffer.from([0xff, 0xfe, 0xc3])),
        filePart('filename="\xff\xfe.png"', PNG_HEAD),
        end,
      ]),
    },
    {
      name: 'two files',
      contentType: multipartType,
      payload: Buffer.concat([projectPart, filePart('filename="a.png"', PNG_HEAD), filePart('filename="b.png"', PNG_HEAD), end]),
    },
    {
      name: 'twenty fields',
      contentType: multipartType,
      payload: Buffer.concat([...Array.from({ length: 20 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, 'x')), end]),
    },
    {
      name: 'a field name of 5,000 characters',
      contentType: multipartType,
      payload: Buffer.concat([part(`Content-Disposition: form-data; name="${'n'.repeat(5000)}"`, 'x'), end]),
    },
    { name: 'JSON sent as multipart', contentType: multipartType, payload: JSON.stringify({ project: projectIri }) },
    { name: 'multipart sent as JSON', contentType: 'application/json', payload: Buffer.concat([projectPart, end]) },
    { name: 'multipart sent as text/csv', contentType: 'text/csv', payload: Buffer.concat([projectPart, end]) },
  ];
}

const CSV_BODIES: Body[] = [
  { name: 'empty file', contentType: 'text/csv', payload: '' },
  { name: 'only a line break', contentType: 'text/csv', payload: '\r\n' },
  { name: 'a byte-order mark alone', contentType: 'text/csv', payload: '\ufeff' },
  {
    name: 'bytes that are not UTF-8',
    contentType: 'text/csv',
    payload: Buffer.from([0x43, 0x61, 0x6c, 0x6c, 0xff, 0xfe, 0x0a, 0xc3, 0x28, 0x0a]),
  },
  { name: 'NUL characters', contentType: 'text/csv', payload: 'Call ID;Agent\u0000;Start\nc-1\u0000;a@b.c;02.11.2026 09:00\n' },
  { name: 'an unterminated quote', contentType: 'text/csv', payload: 'Call ID;Agent;Start\n"c-1;rita@example.com;02.11.2026 09:00\n' },
  {
    name: 'a header of 5,000 columns',
    contentType: 'text/csv',
    payload: `${Array.from({ length: 5000 }, (_, i) => `c${i}`).join(';')}\n1;2\n`,
  },
  { name: 'one line of 200,000 characters', contentType: 'text/csv', payload: 'x'.repeat(200_000) },
  { name: 'rows longer than the header', contentType: 'text/csv', payload: 'Call ID;Agent\nc-1;a;b;c;d;e\n' },
  { name: 'duplicate headers', contentType: 'text/csv', payload: 'Call ID;Call ID;Agent\nc-1;c-2;a\n' },
  {
    name: 'text/csv with a charset',
    contentType: 'text/csv; charset=latin1',
    payload: Buffer.from('Call ID;Agent\nc-1;J\xe9r\xf4me\n', 'latin1'),
  },
  { name: 'CSV sent as JSON', contentType: 'application/json', payload: 'Call ID;Agent\nc-1;a\n' },
  { name: 'CSV sent as plain text', contentType: 'text/plain', payload: 'Call ID;Agent\nc-1;a\n' },
  { name: 'CSV sent as an octet stream', contentType: 'application/octet-stream', payload: 'Call ID;Agent\nc-1;a\n' },
];

/** Bodies no JSON operation can take: broken syntax, the wrong type, JSON of the wrong shape. */
const JSON_BODIES: Body[] = [
  { name: 'broken JSON', contentType: 'application/json', payload: '{"name": ' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'a JSON string', contentType: 'application/json', payload: '"x"' },
  { name: 'a JSON number past every range', contentType: 'application/json', payload: '1e999' },
  { name: 'JSON nested 5,000 deep', contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  {
    name: 'a prototype key',
    contentType: 'application/json',
    payload: '{"__proto__": {"role": "OWNER"}, "constructor": {"prototype": {}}}',
  },
  {
    name: 'bytes that are not UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { name: 'JSON sent as plain text', contentType: 'text/plain', payload: '{}' },
  { name: 'JSON with an unknown charset', contentType: 'application/json; charset=klingon', payload: '{}' },
  { name: 'a form instead of JSON', contentType: 'application/x-www-form-urlencoded', payload: 'name=x' },
];

describe('hostile upload bodies never yield a 500', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Hostile Owner');
    project = await createProject(t, owner, 'Hostile uploads', 'Europe/Berlin');
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
    const provider = await t.app.inject({
      method: 'POST',
      url: '/api/data_providers',
      headers: owner.headers,
      payload: { project: project['@id'], type: 'csv', name: 'Export' },
    });
    providerId = provider.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  /** Sends `body` to the route; the answer's status, or a failure line for a 5xx or no answer. */
  async function send(method: string, url: string, body: Body): Promise<{ status: number; failure?: string }> {
    const response = await answerWithin(t, {
      method: method as 'POST',
      url,
      headers: { ...owner.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    if (!response) return { status: 0, failure: `${method} ${url} ${body.name}: no answer in 5 s` };
    if (response.statusCode >= 500)
      return {
        status: response.statusCode,
        failure: `${method} ${url} ${body.name}: ${response.statusCode} ${response.body.slice(0, 200)}`,
      };
    return { status: response.statusCode };
  }

  it('on the image upload (multipart/form-data)', async () => {
    const failures: string[] = [];
    const accepted: string[] = [];
    for (const body of multipartBodies(project['@id'])) {
      const { status, failure } = await send('POST', '/api/media_objects', body);
      if (failure) failures.push(failure);
      else if (status < 400) accepted.push(`${body.name}: ${status}`);
    }
    expect(failures).toEqual([]);
    // None of them is an image: each is refused.
    expect(accepted).toEqual([]);
  });

  it('on every operation that takes JSON', async () => {
    const operations = documentedOperations(t)
      .filter(
        ({ operation }) =>
          operation.requestBody?.content?.['application/json'] || operation.requestBody?.content?.['application/merge-patch+json'],
      )
      .map(({ method, path, operation }) => ({
        method,
        path,
        mergePatch: Boolean(operation.requestBody?.content?.['application/merge-patch+json']),
      }));
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path, mergePatch } of operations) {
      // The caller's own project where a path names one, else an id of nothing.
      const url = path.replaceAll(/\{(\w+)\}/g, () => (path.startsWith('/api/projects/') ? project.id : randomUUID()));
      for (const body of JSON_BODIES) {
        const contentType =
          mergePatch && body.contentType.startsWith('application/json')
            ? body.contentType.replace('application/json', 'application/merge-patch+json')
            : body.contentType;
        const { failure } = await send(method, url, { ...body, contentType });
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });

  it('on the CSV preview and the CSV file upload (text/csv)', async () => {
    const failures: string[] = [];
    for (const body of CSV_BODIES) {
      const preview = await send('POST', `/api/data_providers/${providerId}/csv/preview`, body);
      if (preview.failure) failures.push(preview.failure);
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/data_providers/${providerId}/csv/imports`,
        headers: owner.headers,
        payload: {
          mapping: {
            kind: 'calls',
            columns: { externalId: 'Call ID', owner: 'Agent', startedAt: 'Start', durationSeconds: 'Duration', answered: 'Answered' },
            options: { timeZone: 'Europe/Berlin', dateFormat: 'DD.MM.YYYY' },
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const upload = await send('PUT', `/api/csv_imports/${created.json<{ id: string }>().id}/file`, body);
      if (upload.failure) failures.push(upload.failure);
      // Whatever the upload's answer, the import's state can still be read.
      const state = await t.app.inject({
        method: 'GET',
        url: `/api/csv_imports/${created.json<{ id: string }>().id}`,
        headers: owner.headers,
      });
      expect(state.statusCode, body.name).toBe(200);
    }
    expect(failures).toEqual([]);
  });
});
