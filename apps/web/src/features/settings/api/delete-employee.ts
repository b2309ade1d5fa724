import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateEmployees } from '@/shared/resources/employees';

export function deleteEmployee(id: string): Promise<void> {
  return http.delete(`/employees/${id}`);
}

export function useDeleteEmployee(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => invalidateEmployees(queryClient, projectId),
  });
}
