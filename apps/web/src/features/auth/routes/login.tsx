import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export default function Login() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthLayout>
  );
}
