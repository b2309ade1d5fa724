import { iri } from '@salespulse/contract/common';
import type { PointBalance, PointTransaction } from '@salespulse/contract/points';
import type { BalanceRow, TransactionWithAuthor } from './points.repository';

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
