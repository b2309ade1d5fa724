import { iri } from '@salespulse/contract/common';
import type { Dashboard, DashboardCreate, DashboardPatch } from '@salespulse/contract/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { dashboardKeys } from './dashboard-keys';

export function createDashboard(input: DashboardCreate): Promise<Dashboard> {
  return http.post<Dashboard>('/dashboards', input);
}

export function patchDashboard(id: string, patch: DashboardPatch): Promise<Dashboard> {
  return http.patch<Dashboard>(`/dashboards/${id}`, patch);
}

export function deleteDashboard(id: string): Promise<void> {
  return http.delete(`/dashboards/${id}`);
}

export function useCreateDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<DashboardCreate, 'project'>) => createDashboard({ project: iri('projects', projectId), ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all(projectId) }),
  });
}

export function usePatchDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DashboardPatch }) => patchDashboard(id, patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.detail(projectId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all(projectId) });
    },
  });
}

export function useDeleteDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: dashboardKeys.detail(projectId, id) });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all(projectId) });
    },
  });
}
