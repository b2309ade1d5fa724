import { hasPermission } from '@salespulse/contract/permissions';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { GiftShopTabs } from '../components/gift-shop-tabs';

function Heading({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('gift-catalogue');
  return (
    <header className="mx-auto w-full max-w-5xl px-8 pt-8 sm:px-3 sm:pt-5">
      <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{t('layout.title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-pretty text-txt-secondary">{t('layout.subtitle')}</p>
      {children}
    </header>
  );
}

/**
 * The gift shop's heading (the page's one h1) and its tabs above every screen of the area. Each
 * screen below frames itself (max-w-5xl, px-8 / sm:px-3) and starts at h2.
 */
export default function GiftShopLayout() {
  return (
    <>
      <Heading>
        <GiftShopTabs />
      </Heading>
      <Outlet />
    </>
  );
}

/**
 * The gift shop of a project that has it off: said as such rather than as a refusal, with the way
 * to turn it on for those who may.
 */
export function Off() {
  const { t } = useTranslation('gift-catalogue');
  const role = useSessionStore((state) => state.role);
  usePageTitle(t('layout.title'));
  return (
    <>
      <Heading />
      <section className="mx-auto mt-6 w-full max-w-5xl px-8 sm:px-3">
        <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-basic-border-strong px-6 py-8">
          <h2 className="text-base font-semibold text-txt">{t('layout.off')}</h2>
          {hasPermission(role, 'project.settings') ? (
            <>
              <p className="text-sm text-txt-secondary">{t('layout.offHint')}</p>
              <Link to="/settings/main" className="text-sm font-semibold text-accent-text hover:underline">
                {t('layout.turnOn')}
              </Link>
            </>
          ) : (
            <p className="text-sm text-txt-secondary">{t('layout.offAsk')}</p>
          )}
        </div>
      </section>
    </>
  );
}
