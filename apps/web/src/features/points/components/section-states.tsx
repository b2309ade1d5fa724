import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

/** Grey bars in the shape of the rows to come, so the section does not jump when they arrive. */
export function SkeletonRows({ rows }: { rows: number }) {
  const { t } = useTranslation('points');
  return (
    <div role="status" className="divide-y divide-basic-border">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center justify-between gap-6 px-6 py-3.5 sm:px-4">
          <span className="h-3.5 animate-pulse rounded-sm bg-basic-subtle" style={{ width: `${40 - ((index * 7) % 18)}%` }} />
          <span className="h-3.5 w-12 animate-pulse rounded-sm bg-basic-subtle" />
        </div>
      ))}
    </div>
  );
}

/** A section that failed stays in place with a way to try again; the rest of the screen still works. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('points');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p className="text-sm font-medium text-error-text">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function EmptyNote({ children }: { children: string }) {
  return <p className="px-6 py-10 text-center text-sm text-muted">{children}</p>;
}
