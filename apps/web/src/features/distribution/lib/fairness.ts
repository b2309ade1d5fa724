import type { DistributionEmployee } from '@salespulse/contract/distribution';

export type FairnessRow = Pick<DistributionEmployee, 'id' | 'employee' | 'expected' | 'received' | 'today' | 'dailyCap' | 'away'> & {
  /** Received minus expected: below zero the employee is owed leads, above they got more. */
  difference: number;
};

/** The ledger per employee, those owed the most first (the engine serves them next). */
export function fairnessRows(members: readonly DistributionEmployee[]): FairnessRow[] {
  return members
    .map((m) => ({
      id: m.id,
      employee: m.employee,
      expected: m.expected,
      received: m.received,
      today: m.today,
      dailyCap: m.dailyCap,
      away: m.away,
      difference: m.received - m.expected,
    }))
    .sort((a, b) => a.difference - b.difference || b.expected - a.expected);
}
