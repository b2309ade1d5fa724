import { MODAL_WIDTH_PX } from '@salespulse/contract/constants';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useScrolls } from '@/shared/lib/use-scrolls';
import { IconClose } from './icons';
import { useFocusReturn } from './use-focus-return';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Maximum width in px; the modal never exceeds the viewport. */
  width?: number;
  trigger?: ReactNode;
};

export function Modal({ open, onOpenChange, title, description, children, footer, width = MODAL_WIDTH_PX, trigger }: ModalProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn();
  const [bodyRef, bodyScrolls] = useScrolls<HTMLDivElement>();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-basic-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          style={{ maxWidth: width }}
          // Without a description Radix warns unless the attribute is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(trigger ? {} : focusReturn)}
          className="fixed top-1/2 left-1/2 z-modal flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-basic-border bg-basic-raised text-txt shadow-pop focus:outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6 xs:px-4 xs:pt-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold leading-7 text-txt">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-txt-secondary">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="-mt-1 -mr-2 rounded p-1.5 text-muted transition-colors hover:bg-basic-subtle hover:text-txt"
            >
              <IconClose className="size-5" />
            </Dialog.Close>
          </div>
          {children ? (
            <div
              ref={bodyRef}
              // A long list with nothing to focus in it (a manager's deals) scrolls from the keyboard too.
              tabIndex={bodyScrolls ? 0 : undefined}
              className="min-h-0 overflow-y-auto px-6 pt-4 pb-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-ring xs:px-4"
            >
              {children}
            </div>
          ) : null}
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 px-6 pt-4 pb-6 xs:px-4 xs:pb-4">{footer}</div>
          ) : (
            <div className="pb-4" />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
