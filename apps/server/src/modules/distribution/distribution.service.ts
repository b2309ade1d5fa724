import type { HydraCollection, Violation } from '@salespulse/contract/common';
import { iri } from '@salespulse/contract/common';
import type {
  Distribution,
  DistributionCreate,
  DistributionDryRunInput,
  DistributionDryRunResult,
  DistributionEmployee,
  DistributionEmployeeListQuery,
  DistributionListQuery,
  DistributionLog,
  DistributionLogListQuery,
  DistributionMemberInput,
  DistributionPatch,
  DistributionPreset,
  DistributionPresetCreate,
  DistributionPresetListQuery,
  DistributionPresetPatch,
  DistributionSettings,
  PropertyCondition,
} from '@salespulse/contract/distribution';
import type { MyDistributionShare } from '@salespulse/contract/distribution-share';
import type { Caller } from '../../lib/caller';
import { HttpError, notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { withUniqueName } from '../../lib/unique-name';
import type { ProjectAccess } from '../../access/project-access';
import { toDistribution, toDistributionEmployee, toDistributionLog, toDistributionPreset, toMyDistributionShare } from './distribution.mapper';
import type { DistributionChanges, DistributionRepository, Member } from './distribution.repository';
import { DISTRIBUTION_NAME_KEY, DISTRIBUTION_PRESET_NAME_KEY, type DistributionRow } from '../../db/schema/distribution';
import type { DryRun } from './dry-run';
import { readDistributionSettings } from './engine/rules';
import { zoneOf } from './engine/zone-time';

type Deps = {
  repo: DistributionRepository;
  access: ProjectAccess;
  /** Leads waiting on a distribution are looked at again after it changes. */
  onChanged?: (distributionId: string) => Promise<void>;
  dryRun?: DryRun;
  now?: () => Date;
};

const PERMISSION = 'distribution.access';
const distributionNotFound = () => notFound('Distribution not found.');
const presetNotFound = () => notFound('Distribution preset not found.');

/** A reference from the body, or undefined with a violation when it is malformed. */
function ref(value: string, collection: string, path: string, violations: Violation[]): string | undefined {
  try {
    return parseRef(value, collection, path);
  } catch {
    violations.push({ propertyPath: path, message: `must be a ${collection} reference like /api/${collection}/<id>` });
    return undefined;
  }
}

/** References that must name rows of the project: malformed and foreign ones become violations at their index. */
async function projectRefs(
  values: readonly string[],
  collection: string,
  path: string,
  exists: (ids: string[]) => Promise<Set<string>>,
  message: string,
  violations: Violation[],
): Promise<string[]> {
  const entries = values.flatMap((value, index) => {
    const id = ref(value, collection, `${path}.${index}`, violations);
    return id ? [{ id, index }] : [];
  });
  const known = await exists(entries.map((e) => e.id));
  for (const e of entries) if (!known.has(e.id)) violations.push({ propertyPath: `${path}.${e.index}`, message });
  return [...new Set(entries.map((e) => e.id))];
}

export function createDistributionService(deps: Deps) {
  const { repo, access } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Today's date and the instant it started, in the project's zone. */
  async function today(projectId: string) {
    const settings = readDistributionSettings(await repo.settings(projectId));
    const zone = zoneOf(settings.timezone);
    const local = zone.local(clock().getTime());
    return { date: local.date, since: new Date(zone.instant(local.wallMidnight, 0)) };
  }

  async function view(rows: DistributionRow[], projectId: string): Promise<Distribution[]> {
    const ids = rows.map((r) => r.id);
    const day = await today(projectId);
    const [members, stats] = await Promise.all([repo.members(ids), repo.stats(ids, day.since)]);
    return rows.map((row) =>
      toDistribution(
        row,
        members.filter((m) => m.distributionId === row.id),
        stats.get(row.id)!,
        day.date,
      ),
    );
  }

  async function distributionOf(caller: Caller, id: string): Promise<DistributionRow> {
    const row = await repo.findById(id);
    if (!row) throw distributionNotFound();
    // Another project's distribution answers exactly like an unknown one.
    await access.require(caller, row.projectId, PERMISSION);
    return row;
  }

  /** Members from the body, checked to be employees of the project. */
  async function members(projectId: string, input: readonly DistributionMemberInput[], path: string, violations: Violation[]): Promise<Member[]> {
    const ids = input.map((m, index) => ref(m.employee, 'employees', `${path}.${index}.employee`, violations));
    const known = await repo.employeesOf(projectId, ids.filter((id): id is string => id !== undefined));
    const result: Member[] = [];
    input.forEach((m, index) => {
      const id = ids[index];
      if (id === undefined) return;
      if (!known.has(id)) violations.push({ propertyPath: `${path}.${index}.employee`, message: 'must be an employee of the project' });
      else result.push({ employeeId: id, weight: m.weight, dailyCap: m.dailyCap });
    });
    return result;
  }

  /** The distribution fields of a body, resolved and checked against the project. */
  async function resolve(projectId: string, input: DistributionPatch) {
    const violations: Violation[] = [];
    const changes: DistributionChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.active !== undefined) changes.active = input.active;
    if (input.position !== undefined) changes.position = input.position;
    if (input.products !== undefined) {
      changes.productIds = await projectRefs(input.products, 'products', 'products', (ids) => repo.productsOf(projectId, ids), 'must be a product of the project', violations);
    }
    if (input.dataProviders !== undefined) {
      changes.dataProviderIds = await projectRefs(
        input.dataProviders,
        'data_providers',
        'dataProviders',
        (ids) => repo.providersOf(projectId, ids),
        'must be a data provider of the project',
        violations,
      );
    }
    if (input.propertyConditions !== undefined) {
      const conditions: PropertyCondition[] = [];
      for (const [index, c] of input.propertyConditions.entries()) {
        const path = `propertyConditions.${index}.property`;
        const id = ref(c.property, 'properties', path, violations);
        if (!id) continue;
        if (!(await repo.propertiesOf(projectId, [id])).has(id)) violations.push({ propertyPath: path, message: 'must be a property of the project' });
        conditions.push({ ...c, property: id });
      }
      changes.propertyConditions = conditions;
    }
    if (input.fallbackEmployee !== undefined) {
      const id = input.fallbackEmployee === null ? undefined : ref(input.fallbackEmployee, 'employees', 'fallbackEmployee', violations);
      if (id && !(await repo.employeesOf(projectId, [id])).has(id)) violations.push({ propertyPath: 'fallbackEmployee', message: 'must be an employee of the project' });
      changes.fallbackEmployeeId = id ?? null;
    }

    let memberSet: Member[] | undefined;
    if (input.employees !== undefined) memberSet = await members(projectId, input.employees, 'employees', violations);
    if (input.preset !== undefined) {
      const presetId = ref(input.preset, 'distribution_presets', 'preset', violations);
      const preset = presetId ? await repo.findPreset(presetId) : undefined;
      if (presetId && preset?.projectId !== projectId) violations.push({ propertyPath: 'preset', message: 'must be a preset of the project' });
      else if (preset) {
        const known = await repo.employeesOf(projectId, preset.employees.map((m) => m.employee));
        memberSet = preset.employees.filter((m) => known.has(m.employee)).map((m) => ({ employeeId: m.employee, weight: m.weight, dailyCap: m.dailyCap }));
      }
    }
    if (violations.length) throw unprocessable(violations);
    return { changes, members: memberSet };
  }

  async function presetOf(caller: Caller, id: string) {
    const row = await repo.findPreset(id);
    if (!row) throw presetNotFound();
    await access.require(caller, row.projectId, PERMISSION);
    return row;
  }

  async function presetView(row: Parameters<typeof toDistributionPreset>[0]): Promise<DistributionPreset> {
    const known = await repo.employeesOf(row.projectId, row.employees.map((m) => m.employee));
    return toDistributionPreset(row, known);
  }

  async function presetMembers(projectId: string, input: readonly DistributionMemberInput[]): Promise<DistributionMemberInput[]> {
    const violations: Violation[] = [];
    const list = await members(projectId, input, 'employees', violations);
    if (violations.length) throw unprocessable(violations);
    return list.map((m) => ({ employee: m.employeeId, weight: m.weight, dailyCap: m.dailyCap }));
  }

  return {
    async list(caller: Caller, projectId: string, query: DistributionListQuery): Promise<HydraCollection<Distribution>> {
      await access.require(caller, projectId, PERMISSION);
      const { rows, total } = await repo.list(projectId, {
        active: query.active === undefined ? undefined : query.active === 'true',
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/distributions`, await view(rows, projectId), total);
    },

    async get(caller: Caller, id: string): Promise<Distribution> {
      const row = await distributionOf(caller, id);
      return (await view([row], row.projectId))[0]!;
    },

    async create(caller: Caller, input: DistributionCreate): Promise<Distribution> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await access.require(caller, projectId, PERMISSION);
      const { changes, members: memberSet } = await resolve(projectId, input);
      const row = await withUniqueName(DISTRIBUTION_NAME_KEY, () => repo.insert({ ...changes, projectId, name: input.name }, memberSet ?? []));
      return (await view([row], projectId))[0]!;
    },

    async patch(caller: Caller, id: string, patch: DistributionPatch): Promise<Distribution> {
      const row = await distributionOf(caller, id);
      const { changes, members: memberSet } = await resolve(row.projectId, patch);
      const updated = await withUniqueName(DISTRIBUTION_NAME_KEY, () => repo.update(row, changes, memberSet));
      if (!updated) throw distributionNotFound();
      await deps.onChanged?.(id);
      return (await view([updated], row.projectId))[0]!;
    },

    /** Replays the last days of leads through an unsaved draft; writes nothing. */
    async dryRun(caller: Caller, input: DistributionDryRunInput): Promise<DistributionDryRunResult> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await access.require(caller, projectId, PERMISSION);
      if (!deps.dryRun) throw new Error('the dry run is not wired');
      let edited: DistributionRow | undefined;
      if (input.distribution !== undefined) {
        edited = await repo.findById(parseRef(input.distribution, 'distributions', 'distribution'));
        // Another project's distribution answers exactly like an unknown one.
        if (edited?.projectId !== projectId) throw distributionNotFound();
      }
      let resolved: Awaited<ReturnType<typeof resolve>>;
      try {
        resolved = await resolve(projectId, input.draft);
      } catch (error) {
        // The draft's fields sit under `draft` in this body.
        if (error instanceof HttpError && error.violations) throw unprocessable(error.violations.map((v) => ({ ...v, propertyPath: `draft.${v.propertyPath}` })));
        throw error;
      }
      const { changes } = resolved;
      return deps.dryRun(projectId, input.days, edited, {
        position: changes.position,
        productIds: changes.productIds ?? [],
        dataProviderIds: changes.dataProviderIds ?? [],
        propertyConditions: changes.propertyConditions ?? [],
        fallbackEmployeeId: changes.fallbackEmployeeId ?? null,
        members: resolved.members ?? [],
      });
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await distributionOf(caller, id);
      await repo.remove(id);
    },

    async listEmployees(caller: Caller, projectId: string, query: DistributionEmployeeListQuery): Promise<HydraCollection<DistributionEmployee>> {
      await access.require(caller, projectId, PERMISSION);
      const distributionId = query.distribution === undefined ? undefined : parseRef(query.distribution, 'distributions', 'distribution');
      const employeeId = query.employee === undefined ? undefined : parseRef(query.employee, 'employees', 'employee');
      const { rows, total } = await repo.listMembers(projectId, { distributionId, employeeId, limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage });
      const day = await today(projectId);
      return hydraCollection(`/api/projects/${projectId}/distribution_employees`, rows.map((r) => toDistributionEmployee(r, day.date)), total);
    },

    /** Any member's own fairness view: their rows only, whatever their role. */
    async myShare(caller: Caller, projectId: string): Promise<MyDistributionShare> {
      const membership = await access.require(caller, projectId, 'project.access');
      const [{ own, all }, day] = await Promise.all([repo.ownShares(projectId, membership.employeeId), today(projectId)]);
      return toMyDistributionShare(projectId, membership.employeeId, own, all, day.date);
    },

    async listLogs(caller: Caller, projectId: string, query: DistributionLogListQuery): Promise<HydraCollection<DistributionLog>> {
      await access.require(caller, projectId, PERMISSION);
      const decisions = [...(query['decision[]'] ?? []), ...(query.decision ? [query.decision] : [])];
      const { rows, total } = await repo.logs(projectId, {
        distributionId: query.distribution === undefined ? undefined : parseRef(query.distribution, 'distributions', 'distribution'),
        employeeId: query.employee === undefined ? undefined : parseRef(query.employee, 'employees', 'employee'),
        dealId: query.deal === undefined ? undefined : parseRef(query.deal, 'deals', 'deal'),
        decisions: decisions.length ? decisions : undefined,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/distribution_logs`, rows.map(toDistributionLog), total);
    },

    async settings(caller: Caller, projectId: string): Promise<DistributionSettings> {
      await access.require(caller, projectId, PERMISSION);
      const s = readDistributionSettings(await repo.settings(projectId));
      const field = (e: { value: number; isDefault: boolean; settingId: string | null }) => ({
        value: e.value,
        isDefault: e.isDefault,
        setting: e.settingId ? iri('settings', e.settingId) : null,
      });
      return {
        '@id': `/api/projects/${projectId}/distribution_settings`,
        '@type': 'DistributionSettings',
        project: iri('projects', projectId),
        timezone: s.timezone,
        distributionDelay: field(s.delay),
        distributionPostpone: field(s.postpone),
        awayCountLimit: field(s.awayCountLimit),
      };
    },

    async listPresets(caller: Caller, projectId: string, query: DistributionPresetListQuery): Promise<HydraCollection<DistributionPreset>> {
      await access.require(caller, projectId, PERMISSION);
      const { rows, total } = await repo.listPresets(projectId, { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage });
      const known = await repo.employeesOf(projectId, [...new Set(rows.flatMap((r) => r.employees.map((m) => m.employee)))]);
      return hydraCollection(`/api/projects/${projectId}/distribution_presets`, rows.map((r) => toDistributionPreset(r, known)), total);
    },

    async getPreset(caller: Caller, id: string): Promise<DistributionPreset> {
      return presetView(await presetOf(caller, id));
    },

    async createPreset(caller: Caller, input: DistributionPresetCreate): Promise<DistributionPreset> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await access.require(caller, projectId, PERMISSION);
      const employees = await presetMembers(projectId, input.employees);
      const row = await withUniqueName(DISTRIBUTION_PRESET_NAME_KEY, () => repo.insertPreset({ projectId, name: input.name, employees }));
      return presetView(row);
    },

    async patchPreset(caller: Caller, id: string, patch: DistributionPresetPatch): Promise<DistributionPreset> {
      const row = await presetOf(caller, id);
      const changes = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.employees !== undefined ? { employees: await presetMembers(row.projectId, patch.employees) } : {}),
      };
      const updated = await withUniqueName(DISTRIBUTION_PRESET_NAME_KEY, () => repo.updatePreset(id, changes));
      if (!updated) throw presetNotFound();
      return presetView(updated);
    },

    async removePreset(caller: Caller, id: string): Promise<void> {
      await presetOf(caller, id);
      await repo.removePreset(id);
    },
  };
}

export type DistributionService = ReturnType<typeof createDistributionService>;
