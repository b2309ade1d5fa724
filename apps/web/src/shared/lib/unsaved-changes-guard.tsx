import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

export type UnsavedChangesGuardProps = {
  /** Whether leaving now would lose work (a form that was just saved passes false before it leaves). */
  when: boolean;
  /** What would be lost, in the dialog's words. */
  description: string;
};

/**
 * Asks before the user leaves a form with unsaved changes: inside the app with a dialog (Stay,
 * Leave), when closing or reloading the tab with the browser's own prompt. Staying on the same page
 * (a query change) is never blocked.
 */
export function UnsavedChangesGuard({ when, description }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('unsavedChanges.title')}
      description={description}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
