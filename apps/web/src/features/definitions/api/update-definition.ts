import type { HydraCollection } from '@salespulse/contract/common';
import type { Definition, DefinitionPatch } from '@salespulse/contract/definitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { definitionKeys } from './get-definitions';

export function updateDefinition(id: string, patch: DefinitionPatch): Promise<Definition> {
  return http.patch<Definition>(`/definitions/${id}`, patch);
}

type Variables = { id: string; patch: DefinitionPatch };

/** Saves one change at once: the table shows it before the server answers and takes it back if refused. */
export function useUpdateDefinition(projectId: string, dataProviderId: string) {
  const { t } = useTranslation('definitions');
  const queryClient = useQueryClient();
  const key = definitionKeys.list(projectId, dataProviderId);
  return useMutation({
    mutationKey: definitionKeys.all(projectId),
    mutationFn: ({ id, patch }: Variables) => updateDefinition(id, patch),
    onMutate: async ({ id, patch }: Variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<HydraCollection<Definition>>(key);
      queryClient.setQueryData<HydraCollection<Definition>>(
        key,
        (collection) =>
          collection && { ...collection, 'hydra:member': collection['hydra:member'].map((d) => (d.id === id ? { ...d, ...patch } : d)) },
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void toastError(errorMessage(error, t('errors.saveFailed')));
    },
    // Refetching while another change is in flight would briefly show the list without it.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: definitionKeys.all(projectId) }) === 1
        ? queryClient.invalidateQueries({ queryKey: key })
        : undefined,
  });
}
