import { iri } from '@salespulse/contract/common';
import type { PointBalance, PointContest, PointContestStatus, PointTransaction } from '@salespulse/contract/points';
import type { BalanceRow, TransactionWithAuthor } from './points.repository';
import type { ContestResult, PointContestRow } from '../../db/schema/points';

export function toPointTransaction({ transaction, authorName }: TransactionWithAuthor): PointTransaction {
  return {
    '@id': iri('point_transactions', transaction.id),
    '@type': 'PointTransaction',
    id: transaction.id,
    project: iri('projects', transaction.projectId),
    employee: iri('employees', transaction.employeeId),
    amount: transaction.amount,
    comment: transaction.comment,
    author: transaction.authorId && authorName !== null ? { '@id': iri('users', transaction.authorId), name: authorName } : null,
    balance: transaction.balanceAfter,
    createdAt: transaction.createdAt.toISOString(),
  };
}

export function toPointBalance(row: BalanceRow): PointBalance {
  return { '@type': 'PointBalance', employee: iri('employees', row.employeeId), points: row.points };
}

export function toPointContest(row: PointContestRow, status: PointContestStatus, standings: ContestResult[]): PointContest {
  return {
    '@id': iri('point_contests', row.id),
    '@type': 'PointContest',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name,
    metric: row.metric,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    prizes: row.prizes,
    participants: row.participants.map((id) => iri('employees', id)),
    status,
    standings: standings.map(({ employeeId, value, place, points }) => ({ employee: iri('employees', employeeId), value, place, points })),
    settledAt: row.settledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
