import { hasPermission } from '@salespulse/contract/permissions';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastError } from '@/shared/lib/toast';
import { paths } from '@/shared/routes/paths';
import { useProjectCount } from '@/shared/session/use-project-count';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageLoader } from '@/shared/ui/spinner';
import { ErrorView } from './error-view';

/** Error 402 (spec section 6): where the user goes depends on what they may do about it. */
export function PaymentRequired() {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.role);
  const projectCount = useProjectCount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canManage = hasPermission(role, 'project.settings');
  // The subscription screen itself may answer 402; redirecting there again would loop.
  const redirectToSubscription = canManage && !pathname.startsWith(paths.subscription);
  const switchProject = role !== null && !canManage && (projectCount ?? 1) > 1;

  useEffect(() => {
    if (!switchProject) return;
    toastError(t('errors.paymentRequired.projectToast'));
    void navigate(paths.selectProject, { replace: true });
  }, [switchProject, navigate, t]);

  if (role === null || switchProject) return <PageLoader />;
  if (redirectToSubscription) return <Navigate to={paths.subscription} replace />;
  return <ErrorView status={402} title={t('errors.paymentRequired.title')} />;
}
