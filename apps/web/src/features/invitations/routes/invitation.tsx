import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { switchProject } from '@/shared/session/clear-session';
import { Button } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';
import { PageLoader } from '@/shared/ui/spinner';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { InvitationExpired } from '../components/invitation-expired';

function isExpiredLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export default function InvitationPage() {
  const { t } = useTranslation('invitations');
  usePageTitle(t('pageTitle'));
  const { inviteId = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(inviteId);
  const acceptance = useAcceptInvitation();

  // Spec section 8: only the expired link has its own screen; anything else is the error boundary's.
  const error = invitation.error ?? acceptance.error;
  if (error) {
    if (isExpiredLink(error)) return <InvitationExpired />;
    throw error;
  }
  if (!invitation.data) return <PageLoader />;

  const { project, invitedBy } = invitation.data;
  const accept = () =>
    acceptance.mutate(inviteId, {
      onSuccess: (accepted) => {
        // Clears every cached answer too: the user now works in another project.
        switchProject(accepted.project.id, accepted.project.name);
        void navigate('/', { replace: true });
      },
    });

  return (
    <CenteredCard
      title={t('title', { project: project.name })}
      description={t('subtitle', { inviter: invitedBy?.name || t('someone') })}
      media={
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-lg bg-accent-soft text-xl font-semibold text-accent-text"
        >
          {Array.from(project.name.trim())[0]?.toLocaleUpperCase()}
        </span>
      }
      align="center"
    >
      <Button fullWidth onClick={accept} status={acceptance.isPending ? 'pending' : 'idle'}>
        {t('accept')}
      </Button>
    </CenteredCard>
  );
}
