import type { Invitation } from '@salespulse/contract/invitations';
import { hasPermission, roles, type Role } from '@salespulse/contract/permissions';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { useSessionStore } from '@/shared/stores/session-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SelectField } from '@/shared/ui/select-field';
import { useUpdateInvitation } from '../api/update-invitation';

/**
 * The role a pending invitation grants, changed in place (PATCH /invitations/{id}). As for a
 * member's role, a choice is saved only once confirmed, since a closed select changes value with
 * each arrow key. Owner is offered, and an owner's invitation changed, only with user.roleEdit,
 * as when inviting.
 */
export function InvitationRoleSelect({ projectId, invitation }: { projectId: string; invitation: Invitation }) {
  const { t } = useTranslation('settings');
  const myRole = useSessionStore((state) => state.role);
  const update = useUpdateInvitation(projectId);
  const [asked, setAsked] = useState<Role | null>(null);
  const mayGrantOwner = hasPermission(myRole, 'user.roleEdit');
  const locked = invitation.role === 'OWNER' && !mayGrantOwner;
  const offered = roles.filter((role) => role !== 'OWNER' || mayGrantOwner || invitation.role === 'OWNER');
  const email = invitation.email;

  const confirm = () => {
    if (!asked) return;
    update.mutate(
      { id: invitation.id, patch: { role: asked } },
      {
        onSuccess: () => toast.success(t('invitations.roleChanged')),
        onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <>
      <SelectField
        label={t('invitations.roleOf', { email })}
        hideLabel
        value={update.isPending ? update.variables.patch.role : invitation.role}
        disabled={locked}
        title={locked ? t('invitations.ownerRoleHint') : undefined}
        onChange={(event) => {
          const role = event.target.value as Role;
          if (role !== invitation.role) setAsked(role);
        }}
        className="min-w-36"
      >
        {offered.map((role) => (
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
        title={asked ? t('invitations.confirmRole', { email, role: t(`roles.${asked}`) }) : ''}
        description={t('invitations.confirmRoleText')}
        confirmLabel={t('invitations.changeRole')}
        onConfirm={confirm}
        status={update.isPending ? 'pending' : 'idle'}
      />
    </>
  );
}
