import { roles, type Role } from '@salespulse/contract/permissions';
import type { Employee } from '@salespulse/contract/employees';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { SelectField } from '@/shared/ui/select-field';
import { useUpdateEmployee } from '../api/update-employee';

type EmployeeRoleSelectProps = { projectId: string; employee: Employee; canEdit: boolean };

/** Saves on change; the shown value stays the stored role, so a refused change snaps back. */
export function EmployeeRoleSelect({ projectId, employee, canEdit }: EmployeeRoleSelectProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateEmployee(projectId);
  const change = (role: Role) =>
    update.mutate(
      { id: employee.id, patch: { role } },
      {
        onSuccess: () => toast.success(t('employees.roleChanged')),
        onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
      },
    );
  return (
    <SelectField
      label={t('employees.roleOf', { name: employee.user.name })}
      hideLabel
      value={update.isPending ? update.variables.patch.role : employee.role}
      disabled={!canEdit || update.isPending}
      title={canEdit ? undefined : t('employees.roleEditHint')}
      onChange={(event) => change(event.target.value as Role)}
      className="min-w-40"
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}
