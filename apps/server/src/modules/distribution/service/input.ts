import type { Violation } from '@salespulse/contract/common';
import type { DistributionMemberInput, DistributionPatch, PropertyCondition } from '@salespulse/contract/distribution';
import { unprocessable } from '../../../lib/errors';
import { parseRef } from '../../../lib/iri';
import type { DistributionChanges, DistributionRepository, Member } from '../distribution.repository';

// A body's references resolved against the project: malformed and foreign ones become 422
// violations on their field, all of them reported together.

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

export function createDistributionInput(repo: DistributionRepository) {
  /** Members from the body, checked to be employees of the project. */
  async function members(
    projectId: string,
    input: readonly DistributionMemberInput[],
    path: string,
    violations: Violation[],
  ): Promise<Member[]> {
    const ids = input.map((m, index) => ref(m.employee, 'employees', `${path}.${index}.employee`, violations));
    const known = await repo.employeesOf(
      projectId,
      ids.filter((id): id is string => id !== undefined),
    );
    const result: Member[] = [];
    input.forEach((m, index) => {
      const id = ids[index];
      if (id === undefined) return;
      if (!known.has(id)) violations.push({ propertyPath: `${path}.${index}.employee`, message: 'must be an employee of the project' });
      else result.push({ employeeId: id, weight: m.weight, dailyCap: m.dailyCap });
    });
    return result;
  }

  return {
    /** The distribution fields of a body, resolved and checked against the project. */
    async resolve(projectId: string, input: DistributionPatch) {
      const violations: Violation[] = [];
      const changes: DistributionChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.active !== undefined) changes.active = input.active;
      if (input.position !== undefined) changes.position = input.position;
      if (input.products !== undefined) {
        changes.productIds = await projectRefs(
          input.products,
          'products',
          'products',
          (ids) => repo.productsOf(projectId, ids),
          'must be a product of the project',
          violations,
        );
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
          if (!(await repo.propertiesOf(projectId, [id])).has(id))
            violations.push({ propertyPath: path, message: 'must be a property of the project' });
          conditions.push({ ...c, property: id });
        }
        changes.propertyConditions = conditions;
      }
      if (input.fallbackEmployee !== undefined) {
        const id = input.fallbackEmployee === null ? undefined : ref(input.fallbackEmployee, 'employees', 'fallbackEmployee', violations);
        if (id && !(await repo.employeesOf(projectId, [id])).has(id))
          violations.push({ propertyPath: 'fallbackEmployee', message: 'must be an employee of the project' });
        changes.fallbackEmployeeId = id ?? null;
      }

      let memberSet: Member[] | undefined;
      if (input.employees !== undefined) memberSet = await members(projectId, input.employees, 'employees', violations);
      if (input.preset !== undefined) {
        const presetId = ref(input.preset, 'distribution_presets', 'preset', violations);
        const preset = presetId ? await repo.findPreset(presetId) : undefined;
        if (presetId && preset?.projectId !== projectId)
          violations.push({ propertyPath: 'preset', message: 'must be a preset of the project' });
        else if (preset) {
          const known = await repo.employeesOf(
            projectId,
            preset.employees.map((m) => m.employee),
          );
          memberSet = preset.employees
            .filter((m) => known.has(m.employee))
            .map((m) => ({ employeeId: m.employee, weight: m.weight, dailyCap: m.dailyCap }));
        }
      }
      if (violations.length) throw unprocessable(violations);
      return { changes, members: memberSet };
    },

    /** A preset's members from the body, checked to be employees of the project. */
    async presetMembers(projectId: string, input: readonly DistributionMemberInput[]): Promise<DistributionMemberInput[]> {
      const violations: Violation[] = [];
      const list = await members(projectId, input, 'employees', violations);
      if (violations.length) throw unprocessable(violations);
      return list.map((m) => ({ employee: m.employeeId, weight: m.weight, dailyCap: m.dailyCap }));
    },
  };
}

export type DistributionInput = ReturnType<typeof createDistributionInput>;
export type ResolvedDistribution = Awaited<ReturnType<DistributionInput['resolve']>>;
