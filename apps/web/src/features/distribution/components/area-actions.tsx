import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { buttonClassName } from '@/shared/ui/button';
import { distributionPaths } from '../lib/paths';

/** Create and Settings, at the top right of the overview, products and history screens. */
export function AreaActions() {
  const { t } = useTranslation('distribution');
  return (
    <>
      <Link to={distributionPaths.settings} className={`${buttonClassName({ variant: 'secondary' })} sm:flex-1`}>
        {t('nav.settings')}
      </Link>
      <Link to={distributionPaths.create} className={`${buttonClassName()} sm:flex-1`}>
        {t('create')}
      </Link>
    </>
  );
}
