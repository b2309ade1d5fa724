// `npm run bench`: performance harness. Starts the built server on a scratch embedded database
// (or DATABASE_URL) and measures each scenario in one run; prints a table and writes
// bench/results/latest.json. Scenarios so far: the account endpoints.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3197);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salespulse-bench-'));

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name, count, concurrency, call) {
  const timings = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await call(i, worker);
        timings.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  timings.sort((a, b) => a - b);
  return {
    scenario: name,
    requests: count,
    concurrency,
    p50_ms: +percentile(timings, 50).toFixed(2),
    p95_ms: +percentile(timings, 95).toFixed(2),
    max_ms: +timings[timings.length - 1].toFixed(2),
    rps: +((count / elapsed) * 1000).toFixed(1),
  };
}

async function post(url, body, expected, token) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(base + url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function get(url, token) {
  const response = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', AUTH_RATE_LIMIT: '1000000' },
});

try {
  await waitForHealth();
  const email = `bench.${Date.now()}@example.com`;
  const password = 'bench-password-1';
  await post('/api/users', { name: 'Bench', email, plainPassword: password }, 201);
  // Warm-up: JIT, connection, argon2 memory.
  for (let i = 0; i < 10; i++) await post('/api/auth/login', { email, password }, 200);

  const results = [];
  results.push(await measure('POST /api/auth/login', 200, 1, () => post('/api/auth/login', { email, password }, 200)));
  results.push(await measure('POST /api/auth/login', 200, 4, () => post('/api/auth/login', { email, password }, 200)));
  let refreshToken = (await post('/api/auth/login', { email, password }, 200)).refresh_token;
  results.push(
    await measure('POST /api/auth/refresh', 500, 1, async () => {
      refreshToken = (await post('/api/auth/refresh', { refresh_token: refreshToken }, 200)).refresh_token;
    }),
  );
  const tokens = await Promise.all(Array.from({ length: 4 }, () => post('/api/auth/login', { email, password }, 200)));
  const chains = tokens.map((t) => t.refresh_token);
  results.push(
    // One token chain per worker: a chain is sequential by nature (each refresh spends the last token).
    await measure('POST /api/auth/refresh', 500, 4, async (_i, chain) => {
      chains[chain] = (await post('/api/auth/refresh', { refresh_token: chains[chain] }, 200)).refresh_token;
    }),
  );

  // Projects: one user in 1,000 projects (the select-project screen's worst case).
  const manyEmail = `bench.many.${Date.now()}@example.com`;
  await post('/api/users', { name: 'Many', email: manyEmail, plainPassword: password }, 201);
  const { token: manyToken } = await post('/api/auth/login', { email: manyEmail, password }, 200);
  await measure('setup: POST /api/projects', 1000, 4, (i) => post('/api/projects', { name: `Project ${String(i).padStart(4, '0')}` }, 201, manyToken));
  const first = await get('/api/projects?itemsPerPage=30', manyToken);
  if (first.total !== 1000 || first.projects.length !== 30) throw new Error('unexpected project list');
  results.push(await measure('GET /api/projects (1,000 projects, page 1)', 300, 1, () => get('/api/projects?itemsPerPage=30', manyToken)));
  results.push(await measure('GET /api/projects (1,000 projects, page 1)', 300, 4, () => get('/api/projects?itemsPerPage=30', manyToken)));
  results.push(await measure('GET /api/projects?name=… (search)', 300, 1, () => get('/api/projects?itemsPerPage=30&name=Project%2009', manyToken)));

  // Webhook ingestion: batches of 500 signed events (calls, deals, tasks), new and then re-sent.
  const project = await post('/api/projects', { name: 'Ingestion bench' }, 201, manyToken);
  const provider = await post('/api/data_providers', { project: project['@id'], type: 'webhook', name: 'Bench' }, 201, manyToken);
  const owners = Array.from({ length: 300 }, (_, i) => `owner-${i}`);
  let serial = 0;
  const batch = () => {
    const events = [];
    for (let i = 0; i < 500; i++) {
      serial += 1;
      const at = new Date(Date.UTC(2026, 10, 2, 8) + serial * 1000).toISOString();
      const owner = owners[serial % owners.length];
      const kind = serial % 10;
      if (kind < 7) events.push({ type: 'call', externalId: `c-${serial}`, ownerExternalId: owner, startedAt: at, durationSeconds: serial % 300 });
      else if (kind < 9) events.push({ type: 'deal', externalId: `d-${serial}`, ownerExternalId: owner, stage: 'new', amount: serial % 5000, createdAt: at, updatedAt: at });
      else events.push({ type: 'task', externalId: `t-${serial}`, ownerExternalId: owner, createdAt: at, updatedAt: at, dueAt: at });
    }
    return JSON.stringify({ events });
  };
  const sendBatch = async (raw) => {
    const signature = `sha256=${createHmac('sha256', provider.secret).update(raw).digest('hex')}`;
    const response = await fetch(`${base}/api/data_providers/${provider.id}/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body: raw });
    if (response.status !== 200) throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
  };
  const batches = Array.from({ length: 40 }, batch);
  for (const [label, concurrency] of [['new', 2]]) {
    const started = performance.now();
    const timing = await measure(`POST /api/data_providers/{id}/events (500 ${label} events)`, batches.length, concurrency, (i) => sendBatch(batches[i]));
    const seconds = (performance.now() - started) / 1000;
    results.push({ ...timing, events_per_s: Math.round((batches.length * 500) / seconds) });
  }
  const resentStarted = performance.now();
  const resent = await measure('POST /api/data_providers/{id}/events (500 re-sent events)', batches.length, 2, (i) => sendBatch(batches[i]));
  results.push({ ...resent, events_per_s: Math.round((batches.length * 500) / ((performance.now() - resentStarted) / 1000)) });

  // CSV import: 100,000 call rows streamed through parse, map and ingestion.
  const csvProvider = await post('/api/data_providers', { project: project['@id'], type: 'csv', name: 'Bench CSV' }, 201, manyToken);
  const csvImport = await post(
    `/api/data_providers/${csvProvider.id}/csv/imports`,
    {
      mapping: {
        kind: 'calls',
        columns: { externalId: 'id', owner: 'agent', startedAt: 'start', durationSeconds: 'seconds', answered: 'answered' },
        options: { timeZone: 'Europe/Berlin' },
      },
    },
    201,
    manyToken,
  );
  const csvLines = ['id,agent,start,seconds,answered'];
  for (let i = 0; i < 100_000; i++) {
    const at = new Date(Date.UTC(2026, 9, 1, 7) + i * 60_000).toISOString();
    csvLines.push(`csv-${i},agent${i % 300}@example.com,${at},${i % 600},${i % 4 ? 'yes' : 'no'}`);
  }
  const csvBody = csvLines.join('\n');
  const csvStarted = performance.now();
  const csvResponse = await fetch(`${base}/api/csv_imports/${csvImport.id}/file`, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${manyToken}` },
    body: csvBody,
  });
  const csvResult = await csvResponse.json();
  if (csvResponse.status !== 200 || csvResult.imported !== 100_000) throw new Error(`CSV import: ${JSON.stringify(csvResult).slice(0, 300)}`);
  const csvSeconds = (performance.now() - csvStarted) / 1000;
  results.push({ scenario: 'PUT /api/csv_imports/{id}/file (100,000 rows)', requests: 1, concurrency: 1, p50_ms: Math.round(csvSeconds * 1000), events_per_s: Math.round(100_000 / csvSeconds) });

  console.table(results);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
