import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  propertyOptionsOf,
  type DateRange,
  type DateTimeRange,
  type DurationRange,
  type PropertyFilterInput,
} from '@salespulse/contract/analytics';
import type { Violation } from '@salespulse/contract/common';
import { parseWorkHours } from '@salespulse/contract/settings';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { unprocessable } from '../../lib/errors';
import { parseRef } from '../../lib/iri';
import { rowsOf } from './analytics-sql';
import { projectZone, rollupZones } from './analytics-calendar';
import { rollupParts, type RollupPart } from './analytics-rollups';
import { products, properties } from '../../db/schema/catalogue';
import { dataProviders } from '../../db/schema/data-providers';
import { employees } from '../../db/schema/employees';
import { admit, membershipColumns } from '../../access/project-access';
import { projects } from '../../db/schema/projects';

/** A custom-property filter resolved to the provider field it reads. */
export type ScopeProperty = { dataProviderId: string; key: string; options: string[] };

/** Working hours of the project (setting `work_hours`), as HH:mm:ss; null when not set. */
export type WorkHours = { start: string; end: string };

/**
 * Everything an analytics query needs, resolved and checked: the project the caller may read, its
 * calendar (time zone, working hours) and the filter state with every reference turned into an id
 * of THIS project. Lists are null when the filter is off (an empty list from the client means off
 * too: "no employees chosen" shows everyone, as the filters' "All" does).
 */
export type AnalyticsScope = {
  projectId: string;
  /** IANA zone every calendar rule is evaluated in; UTC when the project has none. */
  timeZone: string;
  workHours: WorkHours | null;
  /** All project settings by name (forecast rates, gift shop, ...). */
  settings: ReadonlyMap<string, string>;
  /** Whole local days: [from 00:00, to + 1 day 00:00) in `timeZone`. */
  period: DateRange;
  dateTimeRanges: DateTimeRange[];
  dateTimeRangeExclusions: DateTimeRange[];
  employeeIds: string[] | null;
  productIds: string[] | null;
  dataProviderIds: string[] | null;
  properties: ScopeProperty[];
  durationRange: DurationRange | null;
  /** Rollups valid in `timeZone` (analytics_rollup_state); a query reads the raw tables otherwise. */
  rollups: ReadonlySet<RollupPart>;
};

/** The filter part of any analytics request (pulse uses only project and date). */
export type AnalyticsFilterInput = {
  project: string;
  date: DateRange;
  employees?: string[];
  teams?: string[];
  products?: string[];
  dataProviders?: string[];
  properties?: PropertyFilterInput[];
  dateTimeRanges?: DateTimeRange[];
  dateTimeRangeExclusions?: DateTimeRange[];
  durationRange?: DurationRange | null;
};

/** A scope built by hand (tests, the bench): every filter off unless given. */
export function plainScope(base: Pick<AnalyticsScope, 'projectId' | 'period'> & Partial<AnalyticsScope>): AnalyticsScope {
  return {
    timeZone: 'UTC',
    workHours: null,
    settings: new Map(),
    dateTimeRanges: [],
    dateTimeRangeExclusions: [],
    employeeIds: null,
    productIds: null,
    dataProviderIds: null,
    properties: [],
    durationRange: null,
    rollups: new Set(),
    ...base,
  };
}

const withSeconds = (hhmm: string) => `${hhmm}:00`;

/** Distinct ids of a reference list, each checked to be a reference of `collection`. */
function parseRefs(values: string[] | undefined, collection: string, field: string): RefList | null {
  if (!values || values.length === 0) return null;
  const at = new Map<string, number>();
  values.forEach((value, index) => {
    const id = parseRef(value, collection, `${field}.${index}`);
    if (!at.has(id)) at.set(id, index);
  });
  return { ids: [...at.keys()], at };
}

type RefList = { ids: string[]; at: Map<string, number> };

function missing(field: string, refs: RefList, found: Set<string>, message: string): Violation[] {
  return refs.ids.filter((id) => !found.has(id)).map((id) => ({ propertyPath: `${field}.${refs.at.get(id)}`, message }));
}

/**
 * The project's calendar as analytics reads it, as columns of a select from `projects`: the zone as
 * the rollups use it (the setting when PostgreSQL knows it, else UTC), the zone each rollup part was
 * built in, and the project's settings.
 */
// Spelled out: drizzle writes a column of a one-table select unqualified, and inside these
// subqueries a bare "id" would be the subquery's own table's.
const projectIdColumn = sql.raw('"projects"."id"');
const calendarColumns = {
  zone: sql<string>`${projectZone(projectIdColumn)}`,
  rollupZones: sql<string>`coalesce(${rollupZones(projectIdColumn)}::text, '{}')`,
  settings: sql<string>`coalesce((select json_object_agg(s.name, s.value) from settings s where s.project_id = ${projectIdColumn})::text, '{}')`,
};
type CalendarRow = { zone: string; rollupZones: string; settings: string };

/** No employee has this id: a filter that matches nobody still names someone, so every query keeps its shape. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The employees a request chose: by name, by team, both (those of the named in the teams), or all (null). */
function chosenEmployees(named: string[] | null, teamMembers: ReadonlySet<string> | null): string[] | null {
  if (!teamMembers) return named;
  const ids = named ? named.filter((id) => teamMembers.has(id)) : [...teamMembers];
  return ids.length ? ids : [NOBODY];
}

/**
 * The project's teams among `teamIds` (archived ones too: past periods keep their teams), each with
 * the employees whose membership stretches overlap the period (a row with a null employee for a team
 * without any), as local days of the project.
 */
export async function teamMembersIn(db: Database, projectId: string, teamIds: string[], period: DateRange) {
  return rowsOf<{ teamId: string; employeeId: string | null }>(
    db,
    sql`select t.id as "teamId", m.employee_id as "employeeId"
      from teams t
      left join team_memberships m on m.team_id = t.id and m.from_day <= ${period.to}::date and (m.to_day is null or m.to_day >= ${period.from}::date)
      where t.project_id = ${projectId} and t.id in (${sql.join(
        teamIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
}

/** The filter references of a request, parsed (a malformed one is a 422 on its field). */
function parseFilterRefs(input: Omit<AnalyticsFilterInput, 'project'>) {
  return {
    employees: parseRefs(input.employees, 'employees', 'employees'),
    teams: parseRefs(input.teams, 'teams', 'teams'),
    products: parseRefs(input.products, 'products', 'products'),
    providers: parseRefs(input.dataProviders, 'data_providers', 'dataProviders'),
    properties: (input.properties ?? []).map((p, index) => ({
      id: parseRef(p.propertyId, 'properties', `properties.${index}.propertyId`),
      options: [...new Set(propertyOptionsOf(p))],
      index,
    })),
  };
}
type FilterRefs = ReturnType<typeof parseFilterRefs>;

/**
 * Every filter reference checked to belong to the project (else a 422 violation on its field):
 * what the scope needs of them. Nothing is read when no filter names anything.
 */
async function checkReferences(db: Database, projectId: string, refs: FilterRefs, period: DateRange) {
  async function idsIn(table: typeof employees | typeof dataProviders, ids: string[]): Promise<Set<string>> {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.projectId, projectId), inArray(table.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  const [employeeIds, teamRows, productRows, providerIds, propertyRows] = await Promise.all([
    refs.employees ? idsIn(employees, refs.employees.ids) : new Set<string>(),
    refs.teams ? teamMembersIn(db, projectId, refs.teams.ids, period) : [],
    refs.products
      ? db
          .select({ id: products.id, mergedIntoId: products.mergedIntoId })
          .from(products)
          .where(and(eq(products.projectId, projectId), inArray(products.id, refs.products.ids)))
      : [],
    refs.providers ? idsIn(dataProviders, refs.providers.ids) : new Set<string>(),
    refs.properties.length
      ? db
          .select({ id: properties.id, dataProviderId: properties.dataProviderId, key: properties.key })
          .from(properties)
          .where(and(eq(properties.projectId, projectId), inArray(properties.id, [...new Set(refs.properties.map((p) => p.id))])))
      : [],
  ]);

  const violations: Violation[] = [];
  if (refs.employees) violations.push(...missing('employees', refs.employees, employeeIds, 'must be an employee of this project'));
  if (refs.teams)
    violations.push(...missing('teams', refs.teams, new Set(teamRows.map((r) => r.teamId)), 'must be a team of this project'));
  if (refs.products)
    violations.push(...missing('products', refs.products, new Set(productRows.map((p) => p.id)), 'must be a product of this project'));
  if (refs.providers) violations.push(...missing('dataProviders', refs.providers, providerIds, 'must be a data provider of this project'));
  const propertyById = new Map(propertyRows.map((p) => [p.id, p]));
  for (const p of refs.properties) {
    if (!propertyById.has(p.id))
      violations.push({ propertyPath: `properties.${p.index}.propertyId`, message: 'must be a property of this project' });
  }
  if (violations.length) throw unprocessable(violations);
  const teamMembers = refs.teams ? new Set(teamRows.flatMap((r) => (r.employeeId ? [r.employeeId] : []))) : null;
  return { refs, teamMembers, productRows, propertyById };
}
type CheckedRefs = Awaited<ReturnType<typeof checkReferences>>;

/** What a scope takes from the project besides the request: its zone, built rollups and settings. */
export type ScopeCalendar = Pick<AnalyticsScope, 'timeZone' | 'rollups' | 'settings'>;

/** The calendar a statement read (undefined: no such project, read as UTC with no settings). */
function calendarOfRow(row: CalendarRow | undefined): ScopeCalendar {
  const timeZone = row?.zone ?? 'UTC';
  const rollupZones = JSON.parse(row?.rollupZones ?? '{}') as Record<string, string>;
  return {
    timeZone,
    settings: new Map(Object.entries(JSON.parse(row?.settings ?? '{}') as Record<string, string>)),
    // A part is readable when it was built in the zone the request is evaluated in.
    rollups: new Set(rollupParts.filter((part) => rollupZones[part] === timeZone)),
  };
}

/** The scope from the project's calendar and the checked filters. */
function scopeOf(
  projectId: string,
  calendar: ScopeCalendar,
  checked: CheckedRefs,
  input: Omit<AnalyticsFilterInput, 'project'>,
): AnalyticsScope {
  const { refs, teamMembers, productRows, propertyById } = checked;
  const hours = parseWorkHours(calendar.settings.get('work_hours') ?? '');
  return {
    projectId,
    ...calendar,
    workHours: hours ? { start: withSeconds(hours.start), end: withSeconds(hours.end) } : null,
    period: input.date,
    dateTimeRanges: input.dateTimeRanges ?? [],
    dateTimeRangeExclusions: input.dateTimeRangeExclusions ?? [],
    employeeIds: chosenEmployees(refs.employees?.ids ?? null, teamMembers),
    // A merged product's deals now carry the product it was merged into: filter by that one.
    productIds: refs.products ? [...new Set(productRows.map((p) => p.mergedIntoId ?? p.id))] : null,
    dataProviderIds: refs.providers ? refs.providers.ids : null,
    properties: refs.properties.map((p) => {
      const property = propertyById.get(p.id)!;
      return { dataProviderId: property.dataProviderId, key: property.key, options: p.options };
    }),
    durationRange: input.durationRange ?? null,
  };
}

/** Whether a filter names employees, products, providers or properties: references only resolve() can check. */
export function namesReferences(input: Omit<AnalyticsFilterInput, 'project'>): boolean {
  return Boolean(
    input.employees?.length || input.teams?.length || input.products?.length || input.dataProviders?.length || input.properties?.length,
  );
}

/**
 * The scope of a request in a calendar known beforehand, for a filter that names no references
 * (namesReferences): what a statement that checks the caller itself runs in (analytics-gate.ts).
 */
export function scopeInCalendar(projectId: string, calendar: ScopeCalendar, input: Omit<AnalyticsFilterInput, 'project'>): AnalyticsScope {
  if (namesReferences(input)) throw new Error('scopeInCalendar: the filter names references; resolve() must check them');
  const none: CheckedRefs = {
    refs: { employees: null, teams: null, products: null, providers: null, properties: [] },
    teamMembers: null,
    productRows: [],
    propertyById: new Map(),
  };
  return scopeOf(projectId, calendar, none, input);
}

/**
 * Resolves the filters of a request for a project whose access was already checked: every reference
 * must belong to that project (else a 422 violation on its field), plus the project's calendar and
 * rollup state. Tests use it directly; requests go through createAnalyticsScopes().resolve.
 */
export async function resolveProjectScope(
  db: Database,
  projectId: string,
  input: Omit<AnalyticsFilterInput, 'project'>,
): Promise<AnalyticsScope> {
  const refs = parseFilterRefs(input);
  const [calendar, checked] = await Promise.all([
    db.select(calendarColumns).from(projects).where(eq(projects.id, projectId)),
    checkReferences(db, projectId, refs, input.date),
  ]);
  return scopeOf(projectId, calendarOfRow(calendar[0]), checked, input);
}

export function createAnalyticsScopes(deps: { db: Database }) {
  // The gate and the calendar in one prepared statement: every analytics request starts with it, and
  // as two statements (or one planned anew each time) they cost more server time than a pulse's own
  // work leaves room for (docs/decisions.md, "One round trip per pulse and calls board").
  const gateAndCalendar = deps.db
    .select({ ...membershipColumns, ...calendarColumns })
    .from(projects)
    .innerJoin(employees, and(eq(employees.projectId, projects.id), eq(employees.userId, sql.placeholder('userId'))))
    .where(eq(projects.id, sql.placeholder('projectId')))
    .prepare('analytics_gate_calendar');

  return {
    /**
     * Checks the caller may read the project (project.access; 404 for outsiders and unknown
     * projects) and resolves the filters. A reference that is malformed or not of this project is a
     * 422 violation on its field (`employees.2`), never another project's data.
     */
    async resolve(caller: Caller, input: AnalyticsFilterInput): Promise<AnalyticsScope> {
      const projectId = parseRef(input.project, 'projects', 'project');
      // Side by side, but the gate decides first: an outsider gets its 404 whatever the filters say,
      // and nothing read for the scope leaves this function.
      const [gate, checked] = await Promise.allSettled([
        gateAndCalendar.execute({ projectId, userId: caller.userId }),
        Promise.resolve().then(() => checkReferences(deps.db, projectId, parseFilterRefs(input), input.date)),
      ]);
      if (gate.status === 'rejected') throw gate.reason;
      const [row] = gate.value;
      admit(row, caller, projectId, 'project.access');
      if (checked.status === 'rejected') throw checked.reason;
      return scopeOf(projectId, calendarOfRow(row), checked.value, input);
    },
  };
}

export type AnalyticsScopes = ReturnType<typeof createAnalyticsScopes>;
