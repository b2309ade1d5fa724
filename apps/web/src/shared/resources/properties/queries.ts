import type { Property } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from './keys';
import { getProviderProperties } from './requests';

const withTotal = (collection: HydraCollection<Property>) => ({
  properties: collection['hydra:member'],
  total: collection['hydra:totalItems'],
});

/** A provider's custom fields and how many there are. */
export function useProviderProperties(projectId: string, dataProviderId: string) {
  return useQuery({
    queryKey: propertyKeys.ofProvider(projectId, dataProviderId),
    queryFn: ({ signal }) => getProviderProperties(projectId, dataProviderId, signal),
    select: withTotal,
  });
}
