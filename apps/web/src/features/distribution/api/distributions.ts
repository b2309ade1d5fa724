import type {
  Distribution,
  DistributionCreate,
  DistributionPatch,
  DistributionPreset,
  DistributionPresetCreate,
  DistributionPresetPatch,
} from '@salespulse/contract/distribution';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';
import { distributionKeys } from './distribution-keys';

/** Every distribution of the project, by position: a project has few, and each screen needs all. */
export function useDistributions(projectId: string) {
  return useQuery({
    queryKey: distributionKeys.lists(projectId),
    queryFn: ({ signal }) => fetchAllPages<Distribution>(`/projects/${projectId}/distributions`, {}, signal),
    // Today's counts move with every lead: refreshed while the screen is open.
    refetchInterval: 60_000,
  });
}

export function useDistribution(projectId: string, id: string) {
  return useQuery({
    queryKey: distributionKeys.one(projectId, id),
    queryFn: ({ signal }) => http.get<Distribution>(`/distributions/${id}`, { signal }),
  });
}

export function usePresets(projectId: string) {
  return useQuery({
    queryKey: distributionKeys.presets(projectId),
    queryFn: ({ signal }) => fetchAllPages<DistributionPreset>(`/projects/${projectId}/distribution_presets`, {}, signal),
  });
}

export type SaveDistributionInput = { id: null; body: DistributionCreate } | { id: string; body: DistributionPatch };

function saveDistribution(input: SaveDistributionInput): Promise<Distribution> {
  return input.id === null
    ? http.post<Distribution>('/distributions', input.body)
    : http.patch<Distribution>(`/distributions/${input.id}`, input.body);
}

export function useSaveDistribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDistribution,
    onSuccess: (saved) => {
      queryClient.setQueryData(distributionKeys.one(projectId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: distributionKeys.lists(projectId) });
    },
  });
}

export function useDeleteDistribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/distributions/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: distributionKeys.one(projectId, id) });
      return queryClient.invalidateQueries({ queryKey: distributionKeys.lists(projectId) });
    },
  });
}

export function useCreatePreset(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributionPresetCreate) => http.post<DistributionPreset>('/distribution_presets', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionKeys.presets(projectId) }),
  });
}

export function useUpdatePreset(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DistributionPresetPatch }) =>
      http.patch<DistributionPreset>(`/distribution_presets/${id}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionKeys.presets(projectId) }),
  });
}

/** A distribution that applied the preset keeps its employees: applying copied them. */
export function useDeletePreset(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/distribution_presets/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionKeys.presets(projectId) }),
  });
}
