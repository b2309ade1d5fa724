import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, type ButtonStatus } from './button';
import { FormError } from './form-error';
import { Modal, type ModalProps } from './modal';

type FormBody =
  | {
      /** The form's submission; the page never navigates (the default is prevented first). */
      onSubmit: (event: FormEvent<HTMLFormElement>) => void;
      /** Layout of the fields; a column with gap-4 unless given. */
      formClassName?: string;
      /** What went wrong with the whole submission (not one field), under the fields. */
      error?: string | null;
      children: ReactNode;
    }
  | {
      onSubmit?: undefined;
      formClassName?: undefined;
      error?: undefined;
      /**
       * A form component that owns its state (its react-hook-form) renders its own `<form id={formId}>`;
       * it mounts with each opening, so every opening starts afresh.
       */
      children: (formId: string) => ReactNode;
    };

export type FormModalProps = Pick<ModalProps, 'title' | 'description' | 'width' | 'trigger'> &
  FormBody & {
    /** Most dialogs mount with their opening, so open unless told otherwise. */
    open?: boolean;
    /** Cancel, Escape, the overlay and the close button. */
    onClose: () => void;
    /** The trigger opened the dialog. */
    onOpen?: () => void;
    submitLabel: ReactNode;
    /** The submission's status: the submit button shows pending, success and error. */
    status?: ButtonStatus;
    submitDisabled?: boolean;
    cancelLabel?: string;
    /** While an action that cannot be taken back runs, the dialog stays open and Cancel is disabled. */
    busy?: boolean;
    /** More actions, before Cancel (a Delete). */
    extraActions?: ReactNode;
  };

/**
 * The frame every form dialog shares: a Modal whose footer holds Cancel and the submit button,
 * which reaches the form inside the scrolling body through its `form` attribute (Enter in a field
 * submits too). Focus moves into the dialog and back to the opener as the Modal does it.
 */
export function FormModal(props: FormModalProps) {
  const { open = true, onClose, onOpen, submitLabel, status = 'idle', submitDisabled, cancelLabel, busy = false, extraActions } = props;
  const { t } = useTranslation();
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit?.(event);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpen?.() : close())}
      title={props.title}
      description={props.description}
      width={props.width}
      trigger={props.trigger}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} status={status} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {typeof props.children === 'function' ? (
        props.children(formId)
      ) : (
        <form id={formId} noValidate onSubmit={submit} className={props.formClassName ?? 'flex flex-col gap-4'}>
          {props.children}
          <FormError message={props.error} />
        </form>
      )}
    </Modal>
  );
}
