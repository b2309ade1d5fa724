import { roles } from '@salespulse/contract/permissions';
import type { Employee } from '@salespulse/contract/employees';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { useUpdateEmployee } from '../api/update-employee';
import { ConfirmedRoleSelect } from './confirmed-role-select';

type EmployeeRoleSelectProps = {
  projectId: string;
  employee: Employee;
  canEdit: boolean;
  /** The project's only active owner keeps the role, so no other is offered (lib/sole-owner.ts). */
  soleOwner?: boolean;
};

/** A member's role, changed in place once confirmed (ConfirmedRoleSelect says why). */
export function EmployeeRoleSelect({ projectId, employee, canEdit, soleOwner = false }: EmployeeRoleSelectProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateEmployee(projectId);
  const name = employee.user.name;

  return (
    <ConfirmedRoleSelect
      label={t('employees.roleOf', { name })}
      role={employee.role}
      saving={update.isPending ? update.variables.patch.role : undefined}
      offered={roles}
      disabled={!canEdit || soleOwner}
      title={!canEdit ? t('employees.roleEditHint') : soleOwner ? t('employees.soleOwnerRoleHint') : undefined}
      hint={soleOwner ? t('employees.soleOwner') : undefined}
      className="min-w-40"
      question={(role) => t('employees.confirmRole', { name, role })}
      description={t('employees.confirmRoleText')}
      confirmLabel={t('employees.changeRole')}
      onConfirm={(role, done) =>
        update.mutate(
          { id: employee.id, patch: { role } },
          {
            onSuccess: () => toast.success(t('employees.roleChanged')),
            onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
            onSettled: done,
          },
        )
      }
    />
  );
}
