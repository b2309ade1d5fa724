import { hasPermission } from '@salespulse/contract/permissions';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastError } from '@/shared/lib/toast';
import { useProjectCount } from '@/shared/session/use-project-count';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageLoader } from '@/shared/ui/spinner';
import { ErrorView } from './error-view';

const SUBSCRIPTION_PATH = '/settings/subscription';

/** Error 402 (spec section 6): where the user goes depends on what they may do about it. */
export function PaymentRequired() {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.role);
  const projectCount = useProjectCount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canManage = hasPermission(role, 'project.settings');
  // The subscription screen itself may answer 402; redirecting there again would loop.
  const redirectToSubscription = canManage && !pathname.startsWith(SUBSCRIPTION_PATH);
  const switchProject = role !== null && !canManage && (projectCount ?? 1) > 1;

  useEffect(() => {
    if (!switchProject) return;
    toastError(t('errors.paymentRequired.projectToast'));
    void navigate('/select-project', { replace: true });
  }, [switchProject, navigate, t]);

  if (role === null || switchProject) return <PageLoader />;
  if (redirectToSubscription) return <Navigate to={SUBSCRIPTION_PATH} replace />;
  return <ErrorView status={402} title={t('errors.paymentRequired.title')} />;
}
