import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

/** Why the list is empty, and where stages come from. */
export function ConnectProviderHint({ text }: { text: string }) {
  const { t } = useTranslation('definitions');
  return (
    <>
      <p>{text}</p>
      <Link
        to={paths.dataProviders}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring"
      >
        {t('empty.connect')}
      </Link>
    </>
  );
}
