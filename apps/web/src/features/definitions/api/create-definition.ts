import type { Definition, DefinitionCreate } from '@salespulse/contract/definitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { definitionKeys } from './get-definitions';

export function createDefinition(input: DefinitionCreate): Promise<Definition> {
  return http.post<Definition>('/definitions', input);
}

export function useCreateDefinition(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDefinition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: definitionKeys.all(projectId) }),
  });
}
