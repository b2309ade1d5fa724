import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, type ButtonStatus } from './button';
import { Modal } from './modal';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Status of the confirmed action, so the button shows pending, success and error. */
  status?: ButtonStatus;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel,
  cancelLabel,
  status = 'idle',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button status={status} onClick={onConfirm}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    />
  );
}
