import type { PointContest } from '@salespulse/contract/points';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useUpdateContest } from '../api/save-contest';

type CancelContestProps = { projectId: string; contest: PointContest };

/** "Cancel contest", confirmed first: a canceled contest gives no prizes and cannot be resumed. */
export function CancelContest({ projectId, contest }: CancelContestProps) {
  const { t } = useTranslation('points');
  const [shown, setShown] = useState(false);
  const update = useUpdateContest(projectId);
  const open = () => {
    // The last attempt's outcome belongs to the last opening.
    update.reset();
    setShown(true);
  };

  // Awaited rather than passed as mutate callbacks: the refreshed list no longer holds the contest
  // on this tab, so this card unmounts before those callbacks would run.
  const confirm = async () => {
    try {
      await update.mutateAsync({ id: contest.id, patch: { status: 'canceled' } });
      toast.success(t('contests.cancel.done'));
    } catch (error) {
      // Already finished or canceled (409): the server says which.
      void toastError(errorMessage(error, t('errors.generic')));
    }
    setShown(false);
  };

  return (
    <>
      <Button variant="ghost" className="text-error-text! hover:bg-error-soft!" onClick={open}>
        {t('contests.actions.cancel')}
      </Button>
      <ConfirmDialog
        open={shown}
        onOpenChange={setShown}
        title={t('contests.cancel.title', { name: contest.name })}
        description={t('contests.cancel.description')}
        confirmLabel={t('contests.cancel.confirm')}
        cancelLabel={t('contests.cancel.keep')}
        status={update.status}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
