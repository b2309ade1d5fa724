// `npm run bench`: the performance harness (run under tsx: it loads the server's TypeScript).
//
//   npm run bench                          PostgreSQL (DATABASE_URL, default the local server) in a scratch
//                                          database salespulse_bench, large tenant: 300 employees x 90 days
//   npm run bench -- --embedded            PGlite, 50 employees x 30 days
//   npm run bench -- --quick               a small tenant and short runs (smoke run)
//   npm run bench -- --only analytics      some scenarios: analytics, accounts, projects, ingestion, csv, distribution, goals
//   npm run bench -- --employees 100 --days 30 --seconds 3 --database salespulse_bench
//   npm run bench -- --keep, then --reuse   keep the scratch data, then measure again without generating
//   npm run bench -- --reuse --only analytics --cases pulse.call   one analytics case (keys: pulse.call, managers, ...)
//   npm run bench -- --only distribution --lead-rate 20   new leads a second in the distribution scenario (50)
//   npm run bench -- --only distribution --no-capacity     without stepping the rate up to find the capacity
//   npm run bench -- --no-floor            analytics without the bare-server floor (floor-server.mjs)
//
// Generates the tenant, measures the bare SQL of every analytics endpoint in-process, then starts
// the built server on the same data and measures every scenario over HTTP (on PostgreSQL each
// analytics case also against a bare Node server doing the same work: the floor). Prints the tables and
// writes bench/results/latest.json (plans of the analytics statements in bench/results/plans/).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyticsCases, analyticsTable, measureCaseInRounds, measureHttpCase, measureSqlCase } from './analytics.mjs';
import { settleRollups } from './analytics-sql.mjs';
import { openScratch } from './database.mjs';
import { httpClient, parseArgs } from './lib.mjs';
import { distributionScenario } from './distribution.mjs';
import { goalsScenario } from './goals.mjs';
import { accountsScenario, csvScenario, ingestionScenario, projectsScenario } from './platform.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const SCENARIOS = ['analytics', 'accounts', 'projects', 'ingestion', 'csv', 'distribution', 'goals'];
const OWNER_PASSWORD = 'bench-password-1';
const round1 = (n) => Math.round(n * 10) / 10;

const args = parseArgs(process.argv.slice(2));
const embedded = Boolean(args.embedded);
const quick = Boolean(args.quick);
const only = args.only ? String(args.only).split(',') : SCENARIOS;
for (const name of only) if (!SCENARIOS.includes(name)) throw new Error(`unknown scenario ${name} (choose from ${SCENARIOS.join(', ')})`);
const scale = {
  employees: Number(args.employees ?? (quick ? 20 : embedded ? 50 : 300)),
  days: Number(args.days ?? (quick ? 14 : embedded ? 30 : 90)),
};
const seconds = Number(args.seconds ?? (quick ? 1 : 4));
const port = Number(process.env.BENCH_PORT ?? args.port ?? 3197);

const { generateTenant } = await import('./tenant.ts');
const { hashPassword } = await import('../apps/server/src/lib/passwords.ts');
const { SESSION_SETUP } = await import('../apps/server/src/db/database.ts');

const log = (line) => console.log(`  ${line}`);
const scratch = await openScratch({
  embedded,
  databaseName: String(args.database ?? 'salespulse_bench'),
  keep: Boolean(args.keep),
  reuse: Boolean(args.reuse),
});
console.log(`› bench on ${scratch.description}${quick ? ' (quick)' : ''}`);
// The machine is shared: a busy neighbour shows up here before anyone blames a query.
const report = {
  at: new Date().toISOString(),
  database: scratch.kind,
  quick,
  scale,
  cpus: os.cpus().length,
  loadBefore: os.loadavg().map(round1),
  analytics: [],
  platform: [],
};
let server;
let floorServer;
let floorBase;

let tenant;
const http = httpClient(`http://127.0.0.1:${port}`);
async function startServer() {
  console.log('› starting the server');
  // BENCH_SERVER_NODE_ARGS adds node flags to the server only (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  server = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...scratch.serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '1000000',
    },
  });
  await http.waitForHealth(server);
}

/** The bare server analytics cases are timed against (floor-server.mjs); its base URL. */
async function startFloorServer() {
  const floorPort = port + 1;
  floorServer = spawn(process.execPath, [path.join(root, 'bench/floor-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: scratch.serverEnv.DATABASE_URL, FLOOR_PORT: String(floorPort), SESSION_SETUP },
  });
  await new Promise((resolve, reject) => {
    floorServer.stdout.on('data', (data) => String(data).includes('ready') && resolve());
    floorServer.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  floorBase = `http://127.0.0.1:${floorPort}`;
  return floorBase;
}

try {
  // The distribution and goals scenarios use the large tenant's employees: they load the tenant too.
  if (only.includes('analytics') || only.includes('distribution') || only.includes('goals')) {
    if (scratch.kept) {
      tenant = scratch.kept;
      Object.assign(scale, { employees: tenant.employeeIds.length, days: tenant.days });
      console.log(`› reusing the kept tenant: ${scale.employees} employees x ${scale.days} days`);
    } else {
      console.log(`› generating a tenant: ${scale.employees} employees x ${scale.days} days`);
      const passwordHash = await hashPassword(OWNER_PASSWORD);
      const cpuBefore = scratch.sessionCpuSeconds();
      const generated = await generateTenant(scratch.session, { ...scale, passwordHash, log: args.verbose ? log : undefined });
      const cpuAfter = scratch.sessionCpuSeconds();
      // CPU time of the database session: what the load costs without neighbours (I/O waits aside).
      tenant = {
        ...generated,
        days: scale.days,
        cpuSeconds: cpuBefore == null || cpuAfter == null ? null : +(cpuAfter - cpuBefore).toFixed(1),
      };
    }
    const total = Object.values(tenant.rows).reduce((a, b) => a + b, 0);
    const cpu = tenant.cpuSeconds == null ? '' : `, ${tenant.cpuSeconds} s of database CPU`;
    log(
      `${total.toLocaleString('en')} rows in ${tenant.seconds.toFixed(1)} s${cpu} (${Math.round(total / tenant.seconds).toLocaleString('en')} rows/s): ${JSON.stringify(tenant.rows)}`,
    );
    report.tenant = {
      ...scale,
      firstDay: tenant.firstDay,
      lastDay: tenant.lastDay,
      timeZone: tenant.timeZone,
      rows: tenant.rows,
      total,
      seconds: +tenant.seconds.toFixed(1),
      cpuSeconds: tenant.cpuSeconds ?? null,
    };

    // --cases pulse.call,managers measures only those analytics cases (keys as in the table's scenario).
    const caseKeys = args.cases ? String(args.cases).split(',') : null;
    const cases = only.includes('analytics') ? analyticsCases(tenant).filter((item) => !caseKeys || caseKeys.includes(item.key)) : [];
    const sqlContext = { session: scratch.session, pool: scratch.pool, handle: scratch.handle, tenant, kind: scratch.kind };
    // Each database keeps its own plans: an embedded run must not overwrite PostgreSQL's (or the reverse).
    const sqlOptions = { seconds, plansDir: path.join(resultsDir, scratch.kind === 'postgres' ? 'plans' : `plans-${scratch.kind}`) };
    const sql = new Map();
    const measured = new Map();
    const floors = new Map();
    const login = async () => (await http.post('/api/auth/login', { email: tenant.ownerEmail, password: OWNER_PASSWORD }, 200)).token;
    if (scratch.kind === 'postgres') {
      if (cases.length) {
        log('rollups built, vacuumed and analysed (the steady state autovacuum keeps)');
        await settleRollups(sqlContext);
      }
      // Each case's SQL and HTTP in alternating rounds: on a shared machine the load drifts, and the
      // ratio should compare the two under the same conditions.
      await startServer();
      const token = await login();
      const floor = cases.length && !args['no-floor'] ? await startFloorServer() : undefined;
      for (const item of cases) {
        console.log(`› ${item.label}: bare SQL, HTTP${floor ? ' and a bare server' : ''}, in alternating rounds`);
        const result = await measureCaseInRounds(item, sqlContext, { base: http.base, token, ...sqlOptions, rounds: quick ? 1 : 4, floor });
        sql.set(item.key, result.sql);
        measured.set(item.key, result.http);
        if (result.floor) floors.set(item.key, result.floor);
      }
      await scratch.release();
    } else {
      // PGlite opens in one process at a time: all SQL first, then the server.
      console.log('› bare SQL of the analytics endpoints');
      for (const item of cases) sql.set(item.key, await measureSqlCase(item, sqlContext, sqlOptions));
      await scratch.release();
      await startServer();
      console.log('› analytics over HTTP');
      const token = await login();
      for (const item of cases) measured.set(item.key, await measureHttpCase(item, { base: http.base, token, seconds }));
    }
    if (cases.length) report.analytics = analyticsTable(cases, measured, sql, scratch.kind, floors);
    // Per case: the builder, each statement's p50 and its plan summary (full plans in results/plans).
    report.sql = Object.fromEntries(sql);
  }
  await scratch.release();
  if (!server) await startServer();

  const runners = { accounts: accountsScenario, projects: projectsScenario, ingestion: ingestionScenario, csv: csvScenario };
  for (const name of SCENARIOS.slice(1)) {
    if (!only.includes(name) || !runners[name]) continue;
    console.log(`› ${name}`);
    report.platform.push(...(await runners[name](http, { quick })));
  }

  if (only.includes('distribution')) {
    if (scratch.kind !== 'postgres')
      console.log('› distribution: skipped on the embedded database (it needs a second connection to listen)');
    else {
      console.log('› distribution');
      const token = (await http.post('/api/auth/login', { email: tenant.ownerEmail, password: OWNER_PASSWORD }, 200)).token;
      const rows = await distributionScenario(http, {
        tenant,
        token,
        databaseUrl: scratch.serverEnv.DATABASE_URL,
        quick,
        rate: Number(args['lead-rate'] ?? 50),
        capacity: !args['no-capacity'],
      });
      for (const { capacity, ...row } of rows) {
        report.platform.push(row);
        if (capacity) report.distributionCapacity = capacity;
      }
    }
  }

  if (only.includes('goals')) {
    console.log('› goals');
    const token = (await http.post('/api/auth/login', { email: tenant.ownerEmail, password: OWNER_PASSWORD }, 200)).token;
    // On PostgreSQL beside the bare server doing the same statements (the machine's floor).
    const floor = scratch.kind === 'postgres' && !args['no-floor'] ? (floorBase ?? (await startFloorServer())) : undefined;
    report.platform.push(...(await goalsScenario(http, { tenant, token, seconds, floor })));
  }

  report.loadAfter = os.loadavg().map(round1);
  console.log(
    `\nLoad average (1, 5, 15 min) on ${report.cpus} cores: ${report.loadBefore.join(', ')} before, ${report.loadAfter.join(', ')} after`,
  );
  if (report.analytics.length) {
    console.log(
      `\nAnalytics (${scratch.kind}, ${scale.employees} employees x ${scale.days} days, ${report.tenant.total.toLocaleString('en')} rows; ms)`,
    );
    console.table(report.analytics);
  }
  if (report.platform.length) {
    console.log('\nPlatform');
    console.table(report.platform);
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify(report, null, 2));
} finally {
  if (floorServer && floorServer.exitCode === null) {
    floorServer.kill('SIGTERM');
    await new Promise((resolve) => floorServer.once('exit', resolve));
  }
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await scratch.release().catch(() => undefined);
  await scratch.cleanup(tenant);
}
