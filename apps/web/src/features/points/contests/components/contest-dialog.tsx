import type { PointContest } from '@salespulse/contract/points';
import { useState, type ReactElement } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormModal } from '@/shared/ui/form-modal';
import { useCreateContest, useUpdateContest } from '../api/save-contest';
import { toContestCreate, toContestPatch } from '../lib/contest-form';
import { ContestForm } from './contest-form';

type ContestDialogProps = {
  projectId: string;
  /** Today in the project's time zone: the first day a contest may still end on. */
  today: string;
  /** The contest to edit; none for a new one. */
  contest?: PointContest;
  /** The button that opens the dialog (focus returns to it on close). */
  trigger: ReactElement;
  onCreated?: () => void;
};

/** "New contest" or "Edit": the form mounts with the dialog, so each opening starts afresh. */
export function ContestDialog({ projectId, today, contest, trigger, onCreated }: ContestDialogProps) {
  const { t } = useTranslation('points');
  const [open, setOpen] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const create = useCreateContest(projectId);
  const update = useUpdateContest(projectId);
  const status = contest ? update.status : create.status;

  return (
    <FormModal
      open={open}
      onOpen={() => {
        create.reset();
        update.reset();
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
      trigger={trigger}
      title={contest ? t('contests.form.editTitle') : t('contests.form.newTitle')}
      description={contest ? t('contests.form.editDescription') : t('contests.form.newDescription')}
      submitLabel={contest ? t('contests.form.save') : scheduling ? t('contests.form.schedule') : t('contests.form.start')}
      status={status}
    >
      {(formId) => (
        <ContestForm
          id={formId}
          projectId={projectId}
          today={today}
          contest={contest}
          onStartChange={(from) => setScheduling(from > today)}
          onSubmit={(data, report) => {
            if (!contest) {
              create.mutate(toContestCreate(projectId, data), {
                onSuccess: (created) => {
                  toast.success(created.status === 'upcoming' ? t('contests.form.scheduled') : t('contests.form.started'));
                  setOpen(false);
                  onCreated?.();
                },
                onError: report,
              });
              return;
            }
            const patch = toContestPatch(contest, data);
            if (Object.keys(patch).length === 0) {
              setOpen(false);
              return;
            }
            update.mutate(
              { id: contest.id, patch },
              {
                onSuccess: () => {
                  toast.success(t('contests.form.saved'));
                  setOpen(false);
                },
                onError: report,
              },
            );
          }}
        />
      )}
    </FormModal>
  );
}
