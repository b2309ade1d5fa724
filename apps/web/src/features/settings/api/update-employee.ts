import type { Employee, EmployeePatch } from '@salespulse/contract/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateEmployees } from '@/shared/resources/employees';

export function updateEmployee(id: string, patch: EmployeePatch): Promise<Employee> {
  return http.patch<Employee>(`/employees/${id}`, patch);
}

export function useUpdateEmployee(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EmployeePatch }) => updateEmployee(id, patch),
    onSuccess: () => invalidateEmployees(queryClient, projectId),
  });
}
