import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

type SelectionBarProps = { count: number; onClear: () => void; onMerge: () => void };

/** Floats at the bottom of the screen while products are selected, so Merge is always at hand. */
export function SelectionBar({ count, onClear, onMerge }: SelectionBarProps) {
  const { t } = useTranslation('products');
  if (count === 0) return null;
  const enough = count >= 2;
  return (
    <div
      role="region"
      aria-label={t('selection.count', { count })}
      className="sticky bottom-4 z-header mx-auto flex w-full max-w-xl flex-wrap items-center gap-3 rounded-lg border border-basic-border bg-basic-raised px-4 py-2.5 shadow-pop sm:bottom-2"
    >
      <p className="min-w-0 flex-1 text-sm font-medium text-txt" aria-live="polite">
        {t('selection.count', { count })}
        {enough ? null : <span className="block text-xs font-normal text-muted">{t('selection.mergeHint')}</span>}
      </p>
      <Button variant="ghost" onClick={onClear}>
        {t('selection.clear')}
      </Button>
      <Button onClick={onMerge} disabled={!enough}>
        {t('selection.merge')}
      </Button>
    </div>
  );
}
