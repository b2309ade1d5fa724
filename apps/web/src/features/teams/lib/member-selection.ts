import type { Employee } from '@salespulse/contract/employees';
import type { Team } from '@salespulse/contract/teams';

/** One employee the dialog can pick, with the team they would move from. */
export type MemberOption = {
  iri: string;
  name: string;
  inactive: boolean;
  /** The name of the other live team the employee is in now; saving moves them from it (from today). */
  movesFrom?: string;
};

/** Employee IRI -> name of the live team they are in, leaving out the team being edited. */
export function otherTeams(teams: readonly Team[], editing: string | undefined): Map<string, string> {
  const of = new Map<string, string>();
  for (const team of teams) {
    if (team['@id'] === editing) continue;
    for (const member of team.members) of.set(member, team.name);
  }
  return of;
}

/**
 * What the members list offers: the active employees, and anyone already selected even if inactive
 * (so a former employee still in the team can be seen and removed), by name.
 */
export function memberOptions(
  employees: readonly Employee[],
  selected: readonly string[],
  teams: readonly Team[],
  editing: string | undefined,
): MemberOption[] {
  const elsewhere = otherTeams(teams, editing);
  const chosen = new Set(selected);
  return employees
    .filter((employee) => employee.status === 'active' || chosen.has(employee['@id']))
    .map((employee) => ({
      iri: employee['@id'],
      name: employee.user.name,
      inactive: employee.status !== 'active',
      movesFrom: elsewhere.get(employee['@id']),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A case-insensitive match of the name against the trimmed search; an empty search matches all. */
export function matchesSearch(option: Pick<MemberOption, 'name'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || option.name.toLocaleLowerCase().includes(needle);
}

/** The selection with the employee added or removed, keeping the order of the rest. */
export function toggleMember(selected: readonly string[], iri: string): string[] {
  return selected.includes(iri) ? selected.filter((member) => member !== iri) : [...selected, iri];
}

/** Whether two member lists hold the same employees, in any order. */
export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((member) => set.has(member));
}
