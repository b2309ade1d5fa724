import { iri } from '@salespulse/contract/common';
import type { ProviderUser } from '@salespulse/contract/provider-users';
import type { ProviderUserWithActivity } from './provider-users.repository';

export function toProviderUser({ user, deals, calls, tasks }: ProviderUserWithActivity): ProviderUser {
  return {
    '@id': iri('provider_users', user.id),
    '@type': 'ProviderUser',
    id: user.id,
    dataProvider: iri('data_providers', user.dataProviderId),
    externalId: user.externalId,
    name: user.name,
    email: user.email,
    employee: user.employeeId ? iri('employees', user.employeeId) : null,
    mappedManually: user.mappedManually,
    activity: { deals, calls, tasks },
  };
}
