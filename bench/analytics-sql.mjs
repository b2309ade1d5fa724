// The statements an analytics endpoint runs for a request, from the server's own code in
// apps/server/src/modules/analytics (loaded through tsx): the request is resolved to a scope by the
// server's resolver (project access, settings, filters), then the endpoint's pure builder turns it
// into SQL. An endpoint whose builder does not exist yet is "not available" rather than a crash.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const analyticsDir = path.join(root, 'apps/server/src/modules/analytics');

/** Builder names each endpoint may export (one statement, a list, or statements by name). */
const BUILDERS = {
  pulse: ['pulseQueries', 'pulseQuery'],
  managers: ['managersQueries', 'managersQuery'],
  lead_processing: ['leadProcessingQueries', 'leadProcessingQuery'],
  calls: ['callsQueries', 'callsQuery'],
};

let modules;
/** Every module of the analytics folder that loads; one that does not (mid-edit) is skipped. */
async function analyticsModules() {
  if (modules) return modules;
  modules = [];
  if (!existsSync(analyticsDir)) return modules;
  for (const file of readdirSync(analyticsDir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    try {
      modules.push({ file, exports: await import(pathToFileURL(path.join(analyticsDir, file)).href) });
    } catch (error) {
      modules.push({ file, error });
    }
  }
  return modules;
}

async function findExport(names) {
  for (const name of names) {
    for (const module of await analyticsModules()) {
      if (typeof module.exports?.[name] === 'function') return { name, fn: module.exports[name], file: module.file };
    }
  }
  return undefined;
}

/**
 * Endpoints whose statement carries the caller's check once the project's calendar is known
 * (analytics-gate.ts): that is the statement every request after the first runs, so it is the one
 * timed (the gate is a subquery: 0.03 to 0.45 ms of the bench tenant's pulse, machine to machine).
 */
const GATED = new Set(['pulse', 'calls']);

const isSql = (value) => value && typeof value === 'object' && Array.isArray(value.queryChunks);

/** One SQL, a list or a record of them, as named statements. */
function statementsOf(built) {
  if (isSql(built)) return [['query', built]];
  if (Array.isArray(built)) return built.map((s, i) => [`query ${i + 1}`, s]);
  if (built && typeof built === 'object') return Object.entries(built).filter(([, s]) => isSql(s));
  throw new Error('the builder returned no SQL');
}

/** The scope with every rollup part built (the first request after a load or a zone change builds them). */
async function withEveryRollup(db, scope) {
  const ensureRollup = await findExport(['ensureRollup']);
  if (!ensureRollup) return scope;
  const parts = (await analyticsModules()).find((m) => Array.isArray(m.exports?.rollupParts))?.exports.rollupParts ?? [];
  for (const part of parts) scope = await ensureRollup.fn(db, scope, part);
  return scope;
}

/**
 * The state a production database keeps itself in: every rollup of the tenant built, and the
 * rollups, lead assignments and deals vacuumed and analysed. This machine's PostgreSQL runs without
 * autovacuum: the dead rows a rollup rebuild leaves would stay, and every pulse would step over
 * them (the deal pulse's SQL took 18 ms instead of 7); a migration that rewrites a table leaves it
 * without a visibility map, and the covering indexes could not answer index-only. PostgreSQL only.
 */
export async function settleRollups(context) {
  const scopes = await findExport(['createAnalyticsScopes']);
  if (!scopes) return;
  const scope = await scopes.fn({ db: context.handle.db }).resolve(
    { userId: context.tenant.ownerUserId, sessionId: 'bench' },
    {
      project: context.tenant.projectId,
      date: { from: context.tenant.lastDay, to: context.tenant.lastDay },
    },
  );
  await withEveryRollup(context.handle.db, scope);
  const { rows } = await context.session.query(
    `select tablename from pg_tables where schemaname = 'public' and (tablename like 'analytics\\_%' or tablename in ('lead_assignments', 'deals')) order by 1`,
  );
  for (const { tablename } of rows) await context.session.query(`VACUUM ANALYZE ${tablename}`);
}

/**
 * { phases: [[{ name, text, values }]], builder } or { unavailable: why }: the builder's statements,
 * run side by side as the services do. (Phases run one after another; every builder has one.)
 */
export async function loadSqlPlan(item, context) {
  if (!existsSync(analyticsDir)) return { unavailable: 'no analytics module yet' };
  const endpoint = item.key.split('.')[0];
  const builder = await findExport(BUILDERS[endpoint]);
  if (!builder) return { unavailable: `no ${BUILDERS[endpoint].join('/')} builder yet` };
  const scopes = await findExport(['createAnalyticsScopes']);
  const toQuery = await findExport(['toQuery']);
  if (!scopes || !toQuery) return { unavailable: 'no scope resolver yet' };

  const db = context.handle.db;
  const resolver = scopes.fn({ db });
  const { objectType, dealsOf, ...filters } = item.body;
  let scope = await resolver.resolve({ userId: context.tenant.ownerUserId, sessionId: 'bench' }, filters);
  // The steady state: rollups built (the first request after a load or a zone change builds them).
  scope = await withEveryRollup(db, scope);

  const phases = [];
  const args = [scope];
  if (objectType) args.push(objectType);
  // Lead processing's deals dialog names one row (an employee IRI, or null for "No owner").
  if (dealsOf !== undefined) args.push({ employeeId: dealsOf === null ? null : dealsOf.split('/').pop() });
  if (GATED.has(endpoint)) args.push({ userId: context.tenant.ownerUserId });
  const built = await builder.fn(...args);
  phases.push(statementsOf(built).map(([name, statement]) => ({ name, ...toQuery.fn(statement) })));
  return { phases, builder: `${builder.file}#${builder.name}` };
}
