import type { Property, PropertyCreate } from '@salespulse/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateProperties } from '@/shared/resources/properties';

export function createProperty(body: PropertyCreate): Promise<Property> {
  return http.post<Property>('/properties', body);
}

export function useCreateProperty(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => invalidateProperties(queryClient, projectId),
  });
}
