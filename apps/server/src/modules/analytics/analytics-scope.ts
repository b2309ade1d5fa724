import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DateRange, DateTimeRange, DurationRange, PropertyFilter } from '@salespulse/contract/analytics';
import type { Violation } from '@salespulse/contract/common';
import { parseWorkHours } from '@salespulse/contract/settings';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { unprocessable } from '../../lib/errors';
import { parseRef } from '../../lib/iri';
import { rollupParts, type RollupPart } from './analytics-rollups';
import { rowsOf } from './analytics-sql';
import { products, properties } from '../catalogue/catalogue.schema';
import { dataProviders } from '../data-providers/data-providers.schema';
import { employees } from '../employees/employees.schema';
import type { ProjectAccess } from '../projects/project-access';

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
  products?: string[];
  dataProviders?: string[];
  properties?: PropertyFilter[];
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
function parseRefs(values: string[] | undefined, collection: string, field: string): { ids: string[]; at: Map<string, number> } | null {
  if (!values || values.length === 0) return null;
  const at = new Map<string, number>();
  values.forEach((value, index) => {
    const id = parseRef(value, collection, `${field}.${index}`);
    if (!at.has(id)) at.set(id, index);
  });
  return { ids: [...at.keys()], at };
}

function missing(field: string, refs: { ids: string[]; at: Map<string, number> }, found: Set<string>, message: string): Violation[] {
  return refs.ids.filter((id) => !found.has(id)).map((id) => ({ propertyPath: `${field}.${refs.at.get(id)}`, message }));
}

/**
 * Resolves the filters of a request for a project whose access was already checked: every reference
 * must belong to that project (else a 422 violation on its field), plus the project's calendar and
 * rollup state. The bench uses it directly; requests go through createAnalyticsScopes().resolve.
 */
export async function resolveProjectScope(db: Database, projectId: string, input: Omit<AnalyticsFilterInput, 'project'>): Promise<AnalyticsScope> {
  async function idsIn(table: typeof employees | typeof dataProviders, ids: string[]): Promise<Set<string>> {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.projectId, projectId), inArray(table.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  const employeeRefs = parseRefs(input.employees, 'employees', 'employees');
  const productRefs = parseRefs(input.products, 'products', 'products');
  const providerRefs = parseRefs(input.dataProviders, 'data_providers', 'dataProviders');
  const propertyRefs = (input.properties ?? []).map((p, index) => ({
    id: parseRef(p.propertyId, 'properties', `properties.${index}.propertyId`),
    options: [...new Set(p.options)],
    index,
  }));

  const [calendar, employeeIds, productRows, providerIds, propertyRows] = await Promise.all([
    // In one round trip: the zone as the rollups use it (the setting when PostgreSQL knows it, else
    // UTC), the rollup parts built in that zone, and the project's settings.
    rowsOf<{ zone: string; parts: string | null; settings: string }>(
      db,
      sql`select z.zone,
            (select string_agg(r.part, ',') from analytics_rollup_state r where r.project_id = ${projectId} and r.time_zone = z.zone) as parts,
            coalesce((select json_object_agg(s.name, s.value) from settings s where s.project_id = ${projectId})::text, '{}') as settings
          from (select analytics_zone(${projectId}) as zone) z`,
    ),
    employeeRefs ? idsIn(employees, employeeRefs.ids) : Promise.resolve(new Set<string>()),
    productRefs
      ? db
          .select({ id: products.id, mergedIntoId: products.mergedIntoId })
          .from(products)
          .where(and(eq(products.projectId, projectId), inArray(products.id, productRefs.ids)))
      : Promise.resolve([]),
    providerRefs ? idsIn(dataProviders, providerRefs.ids) : Promise.resolve(new Set<string>()),
    propertyRefs.length
      ? db
          .select({ id: properties.id, dataProviderId: properties.dataProviderId, key: properties.key })
          .from(properties)
          .where(and(eq(properties.projectId, projectId), inArray(properties.id, [...new Set(propertyRefs.map((p) => p.id))])))
      : Promise.resolve([]),
  ]);

  const violations: Violation[] = [];
  if (employeeRefs) violations.push(...missing('employees', employeeRefs, employeeIds, 'must be an employee of this project'));
  if (productRefs) violations.push(...missing('products', productRefs, new Set(productRows.map((p) => p.id)), 'must be a product of this project'));
  if (providerRefs) violations.push(...missing('dataProviders', providerRefs, providerIds, 'must be a data provider of this project'));
  const propertyById = new Map(propertyRows.map((p) => [p.id, p]));
  for (const p of propertyRefs) {
    if (!propertyById.has(p.id)) violations.push({ propertyPath: `properties.${p.index}.propertyId`, message: 'must be a property of this project' });
  }
  if (violations.length) throw unprocessable(violations);

  const settingsByName = new Map(Object.entries(JSON.parse(calendar[0]?.settings ?? '{}') as Record<string, string>));
  const timeZone = calendar[0]?.zone ?? 'UTC';
  const built = new Set((calendar[0]?.parts ?? '').split(','));
  const hours = parseWorkHours(settingsByName.get('work_hours') ?? '');

  return {
    projectId,
    timeZone,
    workHours: hours ? { start: withSeconds(hours.start), end: withSeconds(hours.end) } : null,
    settings: settingsByName,
    period: input.date,
    dateTimeRanges: input.dateTimeRanges ?? [],
    dateTimeRangeExclusions: input.dateTimeRangeExclusions ?? [],
    employeeIds: employeeRefs ? employeeRefs.ids : null,
    // A merged product's deals now carry the product it was merged into: filter by that one.
    productIds: productRefs ? [...new Set(productRows.map((p) => p.mergedIntoId ?? p.id))] : null,
    dataProviderIds: providerRefs ? providerRefs.ids : null,
    properties: propertyRefs.map((p) => {
      const property = propertyById.get(p.id)!;
      return { dataProviderId: property.dataProviderId, key: property.key, options: p.options };
    }),
    durationRange: input.durationRange ?? null,
    rollups: new Set(rollupParts.filter((part) => built.has(part))),
  };
}

export function createAnalyticsScopes(deps: { db: Database; access: ProjectAccess }) {
  return {
    /**
     * Checks the caller may read the project (project.access; 404 for outsiders and unknown
     * projects) and resolves the filters. A reference that is malformed or not of this project is a
     * 422 violation on its field (`employees.2`), never another project's data.
     */
    async resolve(caller: Caller, input: AnalyticsFilterInput): Promise<AnalyticsScope> {
      const projectId = parseRef(input.project, 'projects', 'project');
      // Side by side (one round trip less per request), but the gate decides first: an outsider
      // gets its 404 whatever the filters say, and nothing read for the scope leaves this function.
      const [gate, scope] = await Promise.allSettled([deps.access.require(caller, projectId, 'project.access'), resolveProjectScope(deps.db, projectId, input)]);
      if (gate.status === 'rejected') throw gate.reason;
      if (scope.status === 'rejected') throw scope.reason;
      return scope.value;
    },
  };
}

export type AnalyticsScopes = ReturnType<typeof createAnalyticsScopes>;
