import type { HydraCollection } from '@salespulse/contract/common';
import type { Property } from '@salespulse/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { invalidateProperties, propertyKeys } from '@/shared/resources/properties';

export function renameProperty(id: string, name: string): Promise<Property> {
  return http.patch<Property>(`/properties/${id}`, { name });
}

/** Shows the new name at once and takes it back if the server refuses it. */
export function useRenameProperty(projectId: string, dataProviderId: string) {
  const { t } = useTranslation('mapping');
  const queryClient = useQueryClient();
  const key = propertyKeys.ofProvider(projectId, dataProviderId);
  return useMutation({
    mutationKey: [...key, 'rename'],
    mutationFn: ({ id, name }: { id: string; name: string }) => renameProperty(id, name),
    onMutate: async ({ id, name }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<HydraCollection<Property>>(key);
      queryClient.setQueryData<HydraCollection<Property>>(
        key,
        (collection) =>
          collection && { ...collection, 'hydra:member': collection['hydra:member'].map((p) => (p.id === id ? { ...p, name } : p)) },
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void toastError(errorMessage(error, t('errors.generic')));
    },
    onSettled: () => invalidateProperties(queryClient, projectId),
  });
}
