import { iri } from '@salespulse/contract/common';
import type { User } from '@salespulse/contract/users';
import type { UserRow } from '../../db/schema/users';

export function toUser(row: UserRow): User {
  return {
    '@id': iri('users', row.id),
    '@type': 'User',
    id: row.id,
    name: row.name,
    email: row.email,
    notifyLeadEmail: row.notifyLeadEmail,
    createdAt: row.createdAt.toISOString(),
  };
}
