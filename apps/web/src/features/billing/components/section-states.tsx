import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';

export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center py-8">
      <Spinner />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

type SectionErrorProps = { message: string; onRetry: () => void; retrying: boolean };

/** One part of the screen failed; the others (the way to pay among them) stay usable. */
export function SectionError({ message, onRetry, retrying }: SectionErrorProps) {
  const { t } = useTranslation('billing');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center sm:px-4">
      <p className="text-sm text-txt">{message}</p>
      <Button variant="secondary" status={retrying ? 'pending' : 'idle'} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function SectionEmpty({ children }: { children: string }) {
  return <p className="px-6 py-8 text-center text-sm text-muted sm:px-4">{children}</p>;
}
