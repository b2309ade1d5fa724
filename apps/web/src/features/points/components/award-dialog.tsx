import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { FormModal } from '@/shared/ui/form-modal';
import { useCreateTransaction } from '../api/create-transaction';
import { AwardForm } from './award-form';

type AwardDialogProps = { projectId: string; onSaved: () => void };

/**
 * The "Award points" button and its dialog. The button is the dialog's trigger, so focus returns to
 * it on close; the form mounts with the dialog, so each opening starts empty.
 */
export function AwardDialog({ projectId, onSaved }: AwardDialogProps) {
  const { t } = useTranslation('points');
  const [open, setOpen] = useState(false);
  const create = useCreateTransaction(projectId);

  return (
    <FormModal
      open={open}
      onOpen={() => {
        // The last save's outcome belongs to the last opening.
        create.reset();
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
      trigger={<Button className="shrink-0">{t('award')}</Button>}
      title={t('form.title')}
      description={t('form.description')}
      submitLabel={t('form.save')}
      status={create.status}
    >
      {(formId) => (
        <AwardForm
          id={formId}
          projectId={projectId}
          onSubmit={(transaction, report) =>
            create.mutate(transaction, {
              onSuccess: () => {
                toast.success(t('form.saved'));
                setOpen(false);
                onSaved();
              },
              onError: report,
            })
          }
        />
      )}
    </FormModal>
  );
}
