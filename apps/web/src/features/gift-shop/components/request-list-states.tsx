import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/spinner';

export function ListLoading() {
  const { t } = useTranslation('gift-requests');
  return (
    <div role="status" className="flex justify-center py-10">
      <Spinner />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

export function ListEmpty({ children }: { children: string }) {
  return <p className="px-6 py-10 text-center text-sm text-muted sm:px-4">{children}</p>;
}
