import { useTranslation } from '@/shared/i18n/use-translation';
import { IconClose } from '@/shared/ui/icons';

/** Shown when the payment provider sends the user back without paying. */
export function CanceledNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-md border border-basic-border-strong bg-basic-subtle px-4 py-3 text-sm text-txt"
    >
      <p className="min-w-0 flex-1 py-2.5">{t('canceled.text')}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('canceled.dismiss')}
        className="grid size-10 shrink-0 place-items-center rounded-md text-txt-secondary hover:bg-basic-border hover:text-txt focus-visible:outline-2 focus-visible:outline-accent-ring"
      >
        <IconClose className="size-4" />
      </button>
    </div>
  );
}
