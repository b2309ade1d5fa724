import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { IconTools } from '@/shared/ui/icons';

/** Stands in for every screen a later issue builds; the title comes from the route's handle. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { pathname } = useLocation();
  usePageTitle(title);

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-8 py-8 sm:px-4 sm:py-6">
      <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{title}</h1>
      <div className="mt-6 flex min-h-72 flex-col items-center justify-center rounded-lg border border-dashed border-basic-border-strong bg-basic-surface px-6 py-16 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-text">
          <IconTools className="size-6" />
        </span>
        <p className="mt-4 max-w-sm text-base text-pretty text-txt-secondary">{t('placeholder.description')}</p>
        <p className="mt-2 font-mono text-xs text-muted">{pathname}</p>
      </div>
    </section>
  );
}
