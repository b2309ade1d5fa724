import type { Team } from '@salespulse/contract/teams';
import { useMemo } from 'react';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTeams } from '@/shared/resources/teams';
import { GOALS_NS } from '@/shared/analytics/goals';
import { translate } from '@/shared/i18n/translate';

/** The people the goal dialogs pick from and name. */
export type GoalPeople = {
  teams: readonly Team[];
  employees: readonly { iri: string; name: string }[];
  nameOf: (employee: string) => string;
};

/** The teams and employees the goal pickers offer, and a name for any employee IRI. */
export function useGoalPeople(projectId: string): GoalPeople & { isPending: boolean } {
  const teams = useTeams(projectId);
  const employees = useEveryEmployee(projectId);
  return useMemo(() => {
    const names = new Map((employees.data ?? []).map((employee) => [employee['@id'], employee.user.name]));
    return {
      isPending: teams.isPending || employees.isPending,
      teams: teams.data ?? [],
      employees: (employees.data ?? [])
        .filter((employee) => employee.status === 'active')
        .map((employee) => ({ iri: employee['@id'], name: employee.user.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      nameOf: (iri: string) => names.get(iri) ?? translate(GOALS_NS, 'settings.unknownEmployee'),
    };
  }, [teams.data, teams.isPending, employees.data, employees.isPending]);
}
