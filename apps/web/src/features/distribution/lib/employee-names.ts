import type { Employee } from '@salespulse/contract/employees';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export type NameOf = (reference: string | null) => string;

/** Employee names by IRI or id; someone no longer listed shows as "Unknown employee". */
export function useNameOf(employees: readonly Employee[] | undefined): NameOf {
  const { t } = useTranslation('distribution');
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const employee of employees ?? []) {
      names.set(employee['@id'], employee.user.name);
      names.set(employee.id, employee.user.name);
    }
    return (reference) => (reference === null ? t('form.unknownEmployee') : (names.get(reference) ?? t('form.unknownEmployee')));
  }, [employees, t]);
}
