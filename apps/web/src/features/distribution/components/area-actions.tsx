import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { buttonClassName } from '@/shared/ui/button';

/** Create and Settings, at the top right of the overview, products and history screens. */
export function AreaActions() {
  const { t } = useTranslation('distribution');
  return (
    <>
      <Link to={paths.distributionSettings} className={`${buttonClassName({ variant: 'secondary' })} sm:flex-1`}>
        {t('nav.settings')}
      </Link>
      <Link to={paths.distributionCreate} className={`${buttonClassName()} sm:flex-1`}>
        {t('create')}
      </Link>
    </>
  );
}
