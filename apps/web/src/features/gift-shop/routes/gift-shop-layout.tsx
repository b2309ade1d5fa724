import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
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
