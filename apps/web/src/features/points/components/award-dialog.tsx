import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useCreateTransaction } from '../api/create-transaction';
import { AwardForm } from './award-form';

type AwardDialogProps = { projectId: string; onSaved: () => void };

/**
 * The "Award points" button and its dialog. The button is the dialog's trigger, so focus returns to
 * it on close; the form mounts with the dialog, so each opening starts empty.
 */
export function AwardDialog({ projectId, onSaved }: AwardDialogProps) {
  const { t } = useTranslation('points');
  const common = useTranslation().t;
  const formId = useId();
  const [open, setOpen] = useState(false);
  const create = useCreateTransaction(projectId);

  const onOpenChange = (next: boolean) => {
    // The last save's outcome belongs to the last opening.
    if (next) create.reset();
    setOpen(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button className="shrink-0">{t('award')}</Button>}
      title={t('form.title')}
      description={t('form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {common('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} status={create.status}>
            {t('form.save')}
          </Button>
        </>
      }
    >
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
    </Modal>
  );
}
