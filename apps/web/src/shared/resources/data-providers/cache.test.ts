import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydraCollection } from '@/test/api-responses';
import { storeDataProvider } from './cache';
import { dataProviderKeys } from './keys';

const provider = (id: string, syncStatus: DataProvider['syncStatus']) => ({ id, name: id, syncStatus }) as DataProvider;

describe('storeDataProvider', () => {
  it('puts the fresh provider in its detail and in the shared list, in place', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(dataProviderKeys.list('p1'), hydraCollection([provider('a', 'idle'), provider('b', 'idle')]));
    storeDataProvider(queryClient, 'p1', provider('b', 'queued'));
    expect(queryClient.getQueryData(dataProviderKeys.detail('p1', 'b'))).toEqual(provider('b', 'queued'));
    const list = queryClient.getQueryData<HydraCollection<DataProvider>>(dataProviderKeys.list('p1'));
    expect(list?.['hydra:member'].map((item) => item.syncStatus)).toEqual(['idle', 'queued']);
  });

  it('leaves a list nobody has read unread', () => {
    const queryClient = new QueryClient();
    storeDataProvider(queryClient, 'p1', provider('a', 'queued'));
    expect(queryClient.getQueryData(dataProviderKeys.list('p1'))).toBeUndefined();
  });
});
