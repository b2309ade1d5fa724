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
  // The choice shows at once, in the click's own render, and stays until a new user arrives: the
  // answer, or a change from elsewhere (an equal refetch keeps the same object). Dropping it when the
  // request settled let the box flash back: the mutation's callbacks run a task before the user
  // query hands over the answer (a browser test that looked in between saw the click "not change" it).
  const [choice, setChoice] = useState<{ value: boolean; over: User } | null>(null);
  const checked = choice?.over === user ? choice.value : user.notifyLeadEmail;
  const change = (notifyLeadEmail: boolean) => {
    setChoice({ value: notifyLeadEmail, over: user });
    update.mutate(
      { notifyLeadEmail },
      {
        onSuccess: () => toast.success(t('notifications.saved')),
        onError: (error) => {
          setChoice(null);
          toastError(errorMessage(error, t('errors.generic')));
        },
      },
    );
  };
  return (
    <SectionCard title={t('notifications.title')} description={t('notifications.description')}>
      <Checkbox
        label={t('notifications.leadEmail')}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => change(event.target.checked)}
      />
    </SectionCard>
  );
}
