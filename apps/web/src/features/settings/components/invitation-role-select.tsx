import type { Invitation } from '@salespulse/contract/invitations';
import { hasPermission, roles } from '@salespulse/contract/permissions';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { useSessionStore } from '@/shared/stores/session-store';
import { useUpdateInvitation } from '../api/update-invitation';
import { ConfirmedRoleSelect } from './confirmed-role-select';

/**
 * The role a pending invitation grants, changed in place (PATCH /invitations/{id}), saved once
 * confirmed as a member's role is. Owner is offered, and an owner's invitation changed, only with user.roleEdit,
 * as when inviting.
 */
export function InvitationRoleSelect({ projectId, invitation }: { projectId: string; invitation: Invitation }) {
  const { t } = useTranslation('settings');
  const myRole = useSessionStore((state) => state.role);
  const update = useUpdateInvitation(projectId);
  const mayGrantOwner = hasPermission(myRole, 'user.roleEdit');
  const locked = invitation.role === 'OWNER' && !mayGrantOwner;
  const offered = roles.filter((role) => role !== 'OWNER' || mayGrantOwner || invitation.role === 'OWNER');
  const email = invitation.email;

  return (
    <ConfirmedRoleSelect
      label={t('invitations.roleOf', { email })}
      role={invitation.role}
      saving={update.isPending ? update.variables.patch.role : undefined}
      offered={offered}
      disabled={locked}
      title={locked ? t('invitations.ownerRoleHint') : undefined}
      className="min-w-36"
      question={(role) => t('invitations.confirmRole', { email, role })}
      description={t('invitations.confirmRoleText')}
      confirmLabel={t('invitations.changeRole')}
      onConfirm={(role, done) =>
        update.mutate(
          { id: invitation.id, patch: { role } },
          {
            onSuccess: () => toast.success(t('invitations.roleChanged')),
            onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
            onSettled: done,
          },
        )
      }
    />
  );
}
