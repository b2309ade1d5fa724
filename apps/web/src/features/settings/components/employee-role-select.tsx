import { roles, type Role } from '@salespulse/contract/permissions';
import type { Employee } from '@salespulse/contract/employees';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SelectField } from '@/shared/ui/select-field';
import { useUpdateEmployee } from '../api/update-employee';

type EmployeeRoleSelectProps = {
  projectId: string;
  employee: Employee;
  canEdit: boolean;
  /** The project's only active owner keeps the role, so no other is offered (lib/sole-owner.ts). */
  soleOwner?: boolean;
};

/**
 * A role is saved only once the owner confirms it. A closed native select changes its value with
 * each arrow key, so saving on change would grant or take away rights while the owner only looks
 * through the options. The shown value stays the stored role until then, so a refusal or a
 * cancel leaves it as it was.
 */
export function EmployeeRoleSelect({ projectId, employee, canEdit, soleOwner = false }: EmployeeRoleSelectProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateEmployee(projectId);
  const [asked, setAsked] = useState<Role | null>(null);
  const name = employee.user.name;

  const confirm = () => {
    if (!asked) return;
    update.mutate(
      { id: employee.id, patch: { role: asked } },
      {
        onSuccess: () => toast.success(t('employees.roleChanged')),
        onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <>
      <SelectField
        label={t('employees.roleOf', { name })}
        hideLabel
        value={update.isPending ? update.variables.patch.role : employee.role}
        disabled={!canEdit || soleOwner}
        title={!canEdit ? t('employees.roleEditHint') : soleOwner ? t('employees.soleOwnerRoleHint') : undefined}
        hint={soleOwner ? t('employees.soleOwner') : undefined}
        onChange={(event) => {
          const role = event.target.value as Role;
          if (role !== employee.role) setAsked(role);
        }}
        className="min-w-40"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open && !update.isPending) setAsked(null);
        }}
        title={asked ? t('employees.confirmRole', { name, role: t(`roles.${asked}`) }) : ''}
        description={t('employees.confirmRoleText')}
        confirmLabel={t('employees.changeRole')}
        onConfirm={confirm}
        status={update.isPending ? 'pending' : 'idle'}
      />
    </>
  );
}
