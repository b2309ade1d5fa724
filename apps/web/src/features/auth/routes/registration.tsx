import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { RegistrationForm } from '../components/registration-form';

export default function Registration() {
  const { t } = useTranslation('auth');
  usePageTitle(t('registration.pageTitle'));
  return (
    <AuthLayout title={t('registration.title')} subtitle={t('registration.subtitle')}>
      <RegistrationForm />
    </AuthLayout>
  );
}
