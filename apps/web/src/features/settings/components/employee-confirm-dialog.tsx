import type { Employee } from '@salespulse/contract/employees';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteEmployee } from '../api/delete-employee';
import { useUpdateEmployee } from '../api/update-employee';

type EmployeeConfirmDialogProps = {
  projectId: string;
  action: 'status' | 'remove';
  employee: Employee;
  onClose: () => void;
};

/** Asks before deactivating, activating or removing; the server's refusals (409, 403) are toasted. */
export function EmployeeConfirmDialog({ projectId, action, employee, onClose }: EmployeeConfirmDialogProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateEmployee(projectId);
  const remove = useDeleteEmployee(projectId);
  const name = employee.user.name;
  const activating = employee.status === 'inactive';
  const onError = (error: unknown) => toastError(errorMessage(error, t('errors.generic')));

  const confirm = () => {
    if (action === 'remove') {
      remove.mutate(employee.id, {
        onSuccess: () => {
          toast.success(t('employees.removed'));
          onClose();
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: employee.id, patch: { status: activating ? 'active' : 'inactive' } },
      {
        onSuccess: () => {
          toast.success(activating ? t('employees.activated') : t('employees.deactivated'));
          onClose();
        },
        onError,
      },
    );
  };

  const texts =
    action === 'remove'
      ? { title: t('employees.confirmRemove', { name }), description: t('employees.confirmRemoveText'), label: t('employees.remove') }
      : activating
        ? {
            title: t('employees.confirmActivate', { name }),
            description: t('employees.confirmActivateText'),
            label: t('employees.activate'),
          }
        : {
            title: t('employees.confirmDeactivate', { name }),
            description: t('employees.confirmDeactivateText'),
            label: t('employees.deactivate'),
          };

  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.label}
      onConfirm={confirm}
      status={action === 'remove' ? remove.status : update.status}
    />
  );
}
