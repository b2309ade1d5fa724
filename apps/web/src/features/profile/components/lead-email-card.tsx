import type { User } from '@salespulse/contract/users';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Checkbox } from '@/shared/ui/checkbox';
import { SectionCard } from '@/shared/ui/section-card';
import { useUpdateUser } from '../api/update-user';

/** The user's own choice of an e-mail per lead distribution gives them; saved as soon as it changes. */
export function LeadEmailCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useUpdateUser(user.id);
  const checked = update.isPending ? (update.variables.notifyLeadEmail ?? user.notifyLeadEmail) : user.notifyLeadEmail;
  const change = (notifyLeadEmail: boolean) =>
    update.mutate(
      { notifyLeadEmail },
      {
        onSuccess: () => toast.success(t('notifications.saved')),
        onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
      },
    );
  return (
    <SectionCard title={t('notifications.title')} description={t('notifications.description')}>
      <Checkbox
        label={t('notifications.leadEmail')}
        checked={checked === true}
        disabled={update.isPending}
        onChange={(event) => change(event.target.checked)}
      />
    </SectionCard>
  );
}
