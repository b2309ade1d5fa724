import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

type QueryFailureProps = {
  error: Error;
  onRetry: () => void;
  /** Offered when the server refused the filters (422): a shared link to another project, say. */
  onReset: () => void;
  resetLabel: string;
};

/**
 * Filters the server refuses are the user's to fix, so they stay on the screen with a way back to
 * the defaults; any other failure goes to the error page (spec §8).
 */
export function QueryFailure({ error, onRetry, onReset, resetLabel }: QueryFailureProps) {
  const { t } = useTranslation('analytics');
  if (!(error instanceof ApiError && error.status === 422)) throw error;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-error/40 bg-error-soft px-6 py-10 text-center">
      <p className="font-semibold text-txt">{t('table.error')}</p>
      <p className="max-w-lg text-sm text-txt-secondary">{error.message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('table.retry')}
        </Button>
        <Button type="button" onClick={onReset}>
          {resetLabel}
        </Button>
      </div>
    </div>
  );
}
