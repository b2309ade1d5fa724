import type { Property } from '@salespulse/contract/catalogue';
import { idFromIri } from '@salespulse/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateProperties } from '@/shared/resources/properties';

export function deleteProperty(property: Property): Promise<void> {
  return http.delete(`/data_providers/${idFromIri(property.dataProvider)}/properties/${property.id}`);
}

export function useDeleteProperty(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => invalidateProperties(queryClient, projectId),
  });
}
