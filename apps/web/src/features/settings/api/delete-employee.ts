import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { employeeKeys } from './get-employees';

export function deleteEmployee(id: string): Promise<void> {
  return http.delete(`/employees/${id}`);
}

export function useDeleteEmployee(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all(projectId) }),
  });
}
