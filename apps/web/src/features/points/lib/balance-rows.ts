import type { Employee } from '@salespulse/contract/employees';
import type { PointBalance } from '@salespulse/contract/points';

export type BalanceRow = { employee: string; name: string; points: number; inactive: boolean };

/** The balances with their employee's name, most points first, then by name. */
export function balanceRows(balances: readonly PointBalance[], employees: readonly Employee[], unknownName: string): BalanceRow[] {
  const byIri = new Map(employees.map((employee) => [employee['@id'], employee]));
  return balances
    .map(({ employee, points }) => {
      const known = byIri.get(employee);
      return { employee, name: known?.user.name ?? unknownName, points, inactive: known?.status === 'inactive' };
    })
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}

/** A case-insensitive substring of the name, as the other employee searches. */
export function matchesName(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}
