import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUp, type Actor } from '../test/fixtures';
import { answerWithin, documentedOperations } from '../test/documented-operations';
import { createTestApp, type TestApp } from '../test/test-app';

// The parts of a request hostile-input.test.ts sends well-formed: the path's ids, the query string
// and the credentials. Broken percent-encodings, NULs, ids of 3,000 characters, bracketed and
// repeated query keys, tokens that are no tokens: none gets a 500 or goes unanswered.

const ODD_SEGMENTS = ['%00', '%ZZ', '..%2F..%2F', 'x'.repeat(3000), '%F0%9F%92%A5', '%C0%AF', '%20', '1e999'];
const ODD_QUERIES = [
  'page=-1',
  'page=1e999',
  'itemsPerPage=0',
  'itemsPerPage=99999999999999999999',
  'page[]=1&page[]=2',
  'order[name]=sideways',
  'a=%ZZ',
  'date[from]=2026-02-30',
  '%=%',
  'status[]=',
  'employee[]=%00',
];
const ODD_CREDENTIALS: Record<string, string>[] = [
  { authorization: 'Bearer' },
  { authorization: 'Bearer \u0001' },
  { authorization: `Bearer ${'x'.repeat(8000)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { cookie: 'session=%E0%A4%A' },
  { cookie: `${'a'.repeat(100)}=;;;=` },
];

describe('hostile URLs and credentials never yield a 500', () => {
  let t: TestApp;
  let owner: Actor;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Url Owner');
    projectId = (await createProject(t, owner, 'Odd URLs', 'Europe/Berlin')).id;
  });
  afterAll(() => t.close());

  it('over every documented operation', async () => {
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let requests = 0;
    for (const { method, path } of documentedOperations(t)) {
      // Logging out would end the owner's session; the live stream stays open by design.
      if (path === '/api/auth/logout' || path.endsWith('/events')) continue;
      // The owner's own project behind /projects/{id}/… (never deleted), ids of nothing elsewhere.
      const real = path.replaceAll(/\{\w+\}/g, () => (path.startsWith('/api/projects/') && method !== 'DELETE' ? projectId : randomUUID()));
      const urls = [
        ...ODD_SEGMENTS.map((segment) => path.replaceAll(/\{\w+\}/g, segment)),
        ...ODD_QUERIES.map((query) => `${real}?${query}`),
      ];
      const credentials = method === 'GET' ? [owner.headers, ...ODD_CREDENTIALS] : [owner.headers];
      for (const url of urls) {
        for (const headers of credentials) {
          const response = await answerWithin(t, { method: method as 'GET', url, headers });
          requests++;
          const request = `${method} ${url.slice(0, 120)} ${Object.keys(headers).join()}`;
          if (!response) {
            failures.push(`${request} -> no answer in 5 s`);
            continue;
          }
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          if (response.statusCode >= 500) failures.push(`${request} -> ${response.statusCode} ${response.body.slice(0, 150)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(2000);
    // The odd credentials are refused as credentials, and the owner's odd queries reach the routes.
    expect(statuses[401]).toBeGreaterThan(1000);
    expect(statuses[200]).toBeGreaterThan(50);
  }, 120_000);
});
