import type { Goal, GoalCreate, GoalPatch } from '@salespulse/contract/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateGoals } from '@/shared/resources/goals';

export function useCreateGoal(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalCreate) => http.post<Goal>('/goals', body),
    onSuccess: () => invalidateGoals(queryClient, projectId),
  });
}

export function useUpdateGoal(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: GoalPatch }) => http.patch<Goal>(`/goals/${id}`, patch),
    onSuccess: () => invalidateGoals(queryClient, projectId),
  });
}

/** A one-time goal copied to the period right after it (a recurring goal answers 422). */
export function useCopyGoalToNext(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<Goal>(`/goals/${id}/copy_next`, {}),
    onSuccess: () => invalidateGoals(queryClient, projectId),
  });
}

export function useDeleteGoal(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/goals/${id}`),
    onSuccess: () => invalidateGoals(queryClient, projectId),
  });
}
