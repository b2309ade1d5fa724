import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { buttonClassName } from '@/shared/ui/button';
import { IconPlug } from '@/shared/ui/icons';

export function NoProviders() {
  const { t } = useTranslation('mapping');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-basic-border-strong bg-basic-surface px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-text">
        <IconPlug className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-txt">{t('empty.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-pretty text-txt-secondary">{t('empty.text')}</p>
      <Link to={paths.dataProviders} className={`${buttonClassName()} mt-5`}>
        {t('empty.action')}
      </Link>
    </div>
  );
}
