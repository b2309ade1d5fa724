import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { analyticsKeys } from '@/shared/live/analytics-keys';
import { describe, expect, it } from 'vitest';
import { dataProviderKeys, invalidateDataProviderList } from './data-providers';
import { employeeKeys, invalidateEmployees } from './employees';
import { goalKeys, invalidateGoals } from './goals';
import { invitationKeys } from './invitations';
import { invalidatePointBalances, invalidatePointTransactions, pointKeys } from './points';
import { invalidateProducts, productKeys } from './products';
import { invalidateProperties, propertyKeys } from './properties';
import { teamKeys } from './teams';

const p = 'p1';

/** Every key a factory hands out, each with the prefix a mutation invalidates to reach it. */
const families: Record<string, { prefix: QueryKey; keys: QueryKey[] }> = {
  employees: {
    prefix: employeeKeys.all(p),
    keys: [
      employeeKeys.everyone(p),
      employeeKeys.searchPage(p, { page: 2, search: 'an' }),
      employeeKeys.activeOwners(p),
      employeeKeys.me(p, 'u1'),
    ],
  },
  'data providers': {
    prefix: dataProviderKeys.all(p),
    keys: [dataProviderKeys.list(p), dataProviderKeys.detail(p, 'd1'), dataProviderKeys.filter(p)],
  },
  'point balances': { prefix: pointKeys.balances(p), keys: [pointKeys.everyBalance(p), pointKeys.myBalance(p, '/api/employees/e1')] },
  'point transactions': { prefix: pointKeys.transactions(p), keys: [pointKeys.transactionPage(p, 3)] },
  products: { prefix: productKeys.all(p), keys: [productKeys.search(p, { search: 'x', includeMerged: false }), productKeys.filter(p)] },
  properties: { prefix: propertyKeys.all(p), keys: [propertyKeys.ofProvider(p, 'd1')] },
  invitations: { prefix: invitationKeys.all, keys: [invitationKeys.detail('i1')] },
  teams: { prefix: teamKeys.all(p), keys: [teamKeys.list(p), teamKeys.memberships(p, 't1')] },
  goals: { prefix: goalKeys.all(p), keys: [goalKeys.list(p, {}), goalKeys.list(p, { scope: ['team'], date: '2027-01-04' })] },
  'goal progress': {
    prefix: goalKeys.progress(p),
    keys: [goalKeys.progressOf(p, {}), goalKeys.progressOf(p, { employee: ['/api/employees/e1'] })],
  },
};

const startsWith = (key: QueryKey, prefix: QueryKey) => JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('resource key factories', () => {
  it.each(Object.entries(families))('keep every %s key under the prefix its mutations invalidate', (_, { prefix, keys }) => {
    for (const key of keys) expect(startsWith(key, prefix)).toBe(true);
  });

  it('keep each resource out of every other one’s prefix, so one invalidation refreshes nothing else', () => {
    for (const [name, { prefix }] of Object.entries(families)) {
      for (const [other, { keys }] of Object.entries(families)) {
        if (other !== name) for (const key of keys) expect(startsWith(key, prefix), `${other} under ${name}`).toBe(false);
      }
    }
  });

  it('live under the project, so leaving a project drops them with it', () => {
    expect(employeeKeys.all(p)).toEqual(['projects', p, 'employees']);
    expect(dataProviderKeys.all(p)).toEqual(['projects', p, 'data-providers']);
    expect(pointKeys.balances(p)).toEqual(['projects', p, 'point-balances']);
    expect(pointKeys.transactions(p)).toEqual(['projects', p, 'point-transactions']);
    expect(productKeys.all(p)).toEqual(['projects', p, 'products']);
    expect(propertyKeys.all(p)).toEqual(['projects', p, 'properties']);
    expect(goalKeys.all(p)).toEqual(['projects', p, 'goals']);
  });

  it('keep goal progress under the analytics prefix, so live activity refreshes it with the other analytics', () => {
    for (const key of families['goal progress']!.keys) expect(startsWith(key, analyticsKeys.all(p))).toBe(true);
    expect(goalKeys.progress(p)).toEqual(['projects', p, 'analytics', 'goal-progress']);
  });
});

/** A cache holding one answer under each key; says which ones an invalidation marked stale. */
function seededCache(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'answer');
  return { queryClient, stale: () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated) };
}

describe('resource invalidation helpers', () => {
  const everyKey = Object.values(families).flatMap(({ keys }) => keys);

  it.each([
    ['invalidateEmployees', invalidateEmployees, families.employees!.keys],
    ['invalidatePointBalances', invalidatePointBalances, families['point balances']!.keys],
    ['invalidatePointTransactions', invalidatePointTransactions, families['point transactions']!.keys],
    ['invalidateProducts', invalidateProducts, families.products!.keys],
    ['invalidateGoals', invalidateGoals, [...families.goals!.keys, ...families['goal progress']!.keys]],
  ] as const)('%s marks every copy of its resource stale, and nothing else', async (_, invalidate, expected) => {
    const { queryClient, stale } = seededCache(everyKey);
    await invalidate(queryClient, p);
    expect(stale()).toEqual(expected);
  });

  it('invalidateDataProviderList refreshes the shared list only (a detail is stored by the mutation itself)', async () => {
    const { queryClient, stale } = seededCache(everyKey);
    await invalidateDataProviderList(queryClient, p);
    expect(stale()).toEqual([dataProviderKeys.list(p)]);
  });

  it('invalidateProperties refreshes the properties and the project data the analytics filters read', async () => {
    const projectData: QueryKey = ['projects', p, 'data'];
    const { queryClient, stale } = seededCache([...everyKey, projectData]);
    await invalidateProperties(queryClient, p);
    expect(stale()).toEqual([propertyKeys.ofProvider(p, 'd1'), projectData]);
  });
});
