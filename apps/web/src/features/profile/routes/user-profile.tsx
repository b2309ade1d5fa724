import { useTranslation } from '@/shared/i18n/use-translation';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useCurrentUser } from '@/shared/session/use-current-user';
import { useCurrentUserId } from '@/shared/stores/auth-store';
import { PageLoader } from '@/shared/ui/spinner';
import { ChangePasswordForm } from '../components/change-password-form';
import { LeadEmailCard } from '../components/lead-email-card';
import { MyDistributionCard } from '../components/my-distribution-card';
import { MyGoalsCard } from '../components/my-goals-card';
import { ProfileForm } from '../components/profile-form';
import { TelegramBotCard } from '../components/telegram-bot-card';

export default function UserProfile() {
  const { t } = useTranslation('profile');
  usePageTitle(useRouteTitle() ?? t('title'));
  const userId = useCurrentUserId();
  const { data: user, error } = useCurrentUser();
  if (error) throw error;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-10 sm:px-3 sm:py-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-txt-secondary">{t('subtitle')}</p>
      </div>
      {user && userId ? (
        <>
          {/* Keyed by the loaded user so the form starts from the saved values. */}
          <ProfileForm key={user.id} user={user} />
          <ChangePasswordForm userId={userId} />
          <MyGoalsCard />
          <MyDistributionCard />
          <LeadEmailCard user={user} />
          <TelegramBotCard userId={userId} />
        </>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
