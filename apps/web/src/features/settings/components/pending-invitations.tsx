import type { Invitation } from '@salespulse/contract/invitations';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { usePendingInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationRoleSelect } from './invitation-role-select';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function InvitationRow({ projectId, invitation, onRevoke }: { projectId: string; invitation: Invitation; onRevoke: () => void }) {
  const { t } = useTranslation('settings');
  const resend = useResendInvitation(projectId);
  const doResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(t('invitations.resent', { email: invitation.email })),
      onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3 sm:px-4">
      {/* On a phone the address takes the whole line; the role and the actions go under it. */}
      <div className="min-w-0 flex-1 xs:basis-full">
        <p className="truncate font-medium text-txt">{invitation.email}</p>
        <p className="text-xs text-txt-secondary">
          {invitation.expired ? (
            <span className="font-medium text-error-text">{t('invitations.expired')}</span>
          ) : (
            t('invitations.expires', { date: dateFormat.format(new Date(invitation.expiresAt)) })
          )}
        </p>
      </div>
      <InvitationRoleSelect projectId={projectId} invitation={invitation} />
      <div className="flex gap-2">
        <Button
          variant="secondary"
          status={resend.status}
          aria-label={t('invitations.resendOf', { email: invitation.email })}
          onClick={doResend}
        >
          {t('invitations.resend')}
        </Button>
        <Button variant="ghost" aria-label={t('invitations.revokeOf', { email: invitation.email })} onClick={onRevoke}>
          {t('invitations.revoke')}
        </Button>
      </div>
    </li>
  );
}

export function PendingInvitations({ projectId }: { projectId: string }) {
  const { t } = useTranslation('settings');
  const { data, error } = usePendingInvitations(projectId);
  const revoke = useRevokeInvitation(projectId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  if (error) throw error;
  const invitations = data?.['hydra:member'] ?? [];

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(t('invitations.revoked'));
        setRevoking(null);
      },
      onError: (failure) => toastError(errorMessage(failure, t('errors.generic'))),
    });
  };

  return (
    <SectionCard title={t('invitations.title')} flush>
      {!data ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : invitations.length === 0 ? (
        <p className="px-6 py-6 text-sm text-muted sm:px-4">{t('invitations.empty')}</p>
      ) : (
        <ul className="divide-y divide-basic-border">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} projectId={projectId} invitation={invitation} onRevoke={() => setRevoking(invitation)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t('invitations.confirmRevoke', { email: revoking?.email ?? '' })}
        description={t('invitations.confirmRevokeText')}
        confirmLabel={t('invitations.revoke')}
        onConfirm={confirmRevoke}
        status={revoke.status}
      />
    </SectionCard>
  );
}
