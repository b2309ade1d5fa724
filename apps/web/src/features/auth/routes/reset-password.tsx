import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

export default function ResetPassword() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recovery.pageTitle'));
  return (
    <AuthLayout title={t('recovery.title')} subtitle={t('recovery.subtitle')}>
      <ResetPasswordForm />
    </AuthLayout>
  );
}
