import { iri } from '@salespulse/contract/common';
import type { Goal } from '@salespulse/contract/goals';
import type { GoalRow } from '../../db/schema/goals';

/** A goal row on the wire: references as IRIs, weights keyed by employee IRI (by employee id in the table). */
export function toGoal(row: GoalRow): Goal {
  return {
    '@id': iri('goals', row.id),
    '@type': 'Goal',
    id: row.id,
    project: iri('projects', row.projectId),
    metric: row.metric,
    scope: row.scope,
    employee: row.employeeId ? iri('employees', row.employeeId) : null,
    team: row.teamId ? iri('teams', row.teamId) : null,
    period: row.period,
    recurring: row.recurring,
    from: row.fromDay,
    to: row.toDay,
    target: row.target,
    split: row.split,
    weights: Object.fromEntries(Object.entries(row.weights).map(([employeeId, weight]) => [iri('employees', employeeId), weight])),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
