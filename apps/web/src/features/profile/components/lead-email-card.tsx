import type { User } from '@salespulse/contract/users';
import { useState } from 'react';
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
  // The choice shows at once, in the click's own render: the mutation's pending state reaches the
  // component a task later, and until then the controlled box would snap back to the saved value.
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = choice ?? user.notifyLeadEmail;
  const change = (notifyLeadEmail: boolean) => {
    setChoice(notifyLeadEmail);
    update.mutate(
      { notifyLeadEmail },
      {
        onSuccess: () => toast.success(t('notifications.saved')),
        onError: (error) => toastError(errorMessage(error, t('errors.generic'))),
        // Saved (the user query holds the new value) or refused (back to the saved one).
        onSettled: () => setChoice(null),
      },
    );
  };
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
