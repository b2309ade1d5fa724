import type { Employee } from '@salespulse/contract/employees';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** How a row whose employee is not in the list is named: spec §8 "Unknown" (calls) or the reference. */
export type UnknownEmployee = 'unknown' | 'reference';

/**
 * Names of analytics rows: the employee's name, "No owner" for rows without one, and for an
 * employee missing from the list the spec's fallback.
 */
export function useEmployeeNames(employees: Employee[] | undefined, unknown: UnknownEmployee) {
  const { t } = useTranslation('analytics');
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const employee of employees ?? []) {
      names.set(employee['@id'], employee.user.name);
      names.set(employee.id, employee.user.name);
    }
    return (reference: string | null): string => {
      if (reference === null) return t('table.noOwner');
      return names.get(reference) ?? (unknown === 'unknown' ? t('table.unknown') : reference);
    };
  }, [employees, unknown, t]);
}
