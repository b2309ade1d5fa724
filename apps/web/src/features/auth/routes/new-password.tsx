import { PASSWORD_MIN } from '@salespulse/contract/constants';
import { useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';

export default function NewPassword() {
  const { t } = useTranslation('auth');
  usePageTitle(t('newPassword.pageTitle'));
  const { resetPasswordToken = '' } = useParams();

  return (
    <AuthLayout title={t('newPassword.title')} subtitle={t('newPassword.subtitle', { min: PASSWORD_MIN })}>
      <NewPasswordForm resetPasswordToken={resetPasswordToken} />
    </AuthLayout>
  );
}
