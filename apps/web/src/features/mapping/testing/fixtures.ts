import type { DataProvider } from '@salespulse/contract/data-providers';
import type { ProviderUser } from '@salespulse/contract/provider-users';
import { fixtureId } from '@/test/fixtures/ids';

export function providerUserFixture(
  index: number,
  name: string,
  provider: DataProvider,
  overrides: Partial<ProviderUser> = {},
): ProviderUser {
  const id = fixtureId('d000', index);
  return {
    '@id': `/api/provider_users/${id}`,
    '@type': 'ProviderUser',
    id,
    dataProvider: provider['@id'],
    externalId: `crm-${index}`,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@crm.example.com`,
    employee: null,
    mappedManually: false,
    activity: { deals: 0, calls: 0, tasks: 0 },
    ...overrides,
  };
}
