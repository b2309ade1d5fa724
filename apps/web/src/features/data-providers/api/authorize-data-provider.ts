import type { AuthorizeCode, AuthorizeResponse, DataProvider } from '@salespulse/contract/data-providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateDataProviderList, storeDataProvider } from '@/shared/resources/data-providers';

export function authorizeDataProvider(id: string): Promise<AuthorizeResponse> {
  return http.post<AuthorizeResponse>(`/data_providers/${id}/authorize`);
}

export function completeAuthorization(id: string, body: AuthorizeCode): Promise<DataProvider> {
  return http.post<DataProvider>(`/data_providers/${id}/authorize/code`, body);
}

export function useAuthorizeDataProvider() {
  return useMutation({ mutationFn: (id: string) => authorizeDataProvider(id) });
}

export function useCompleteAuthorization(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AuthorizeCode }) => completeAuthorization(id, body),
    onSuccess: (provider) => {
      storeDataProvider(queryClient, projectId, provider);
      return invalidateDataProviderList(queryClient, projectId);
    },
  });
}
