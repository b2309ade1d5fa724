import { Outlet } from 'react-router';
import { useLiveGiftRequests } from '@/features/gift-shop/api/use-live-gift-requests';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLeadNotifications } from '@/shared/live/use-lead-notifications';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { useSessionStore } from '@/shared/stores/session-store';
import { useViewPreferencesStore } from '@/shared/stores/view-preferences-store';
import { IconMinimize } from '@/shared/ui/icons';
import { BillingNotice } from './billing-notice';
import { Header } from './header';
import { DesktopSidebar, MobileSidebar } from './sidebar';
import { useGiftShopOn } from './use-gift-shop-on';
import { useFocusAfterNavigation } from './use-focus-after-navigation';
import { useScrollTopAfterNavigation } from './use-scroll-top-after-navigation';
import { useProjectSession } from './use-project-session';

export default function MainLayout() {
  useProjectSession();
  useFocusAfterNavigation();
  useScrollTopAfterNavigation();
  const projectId = useSessionStore((state) => state.projectId);
  useLeadNotifications(projectId);
  // Here, not in the sidebar: phones mount the sidebar only while its menu is open.
  useLiveGiftRequests(projectId, useGiftShopOn());
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const fullscreen = useViewPreferencesStore((state) => state.fullscreen);
  const setFullscreen = useViewPreferencesStore((state) => state.setFullscreen);

  // The document never scrolls: `main` is the page's scroll area. It is positioned, so what a page
  // positions absolutely (visually hidden captions and labels among them) belongs to its scrolling
  // content; the shell clips anything else, so nothing can make the document taller than the window
  // and carry the sidebar and header away with a wheel scroll.
  if (fullscreen) {
    return (
      <div className="relative flex h-dvh flex-col overflow-hidden bg-basic-bg">
        <button
          type="button"
          onClick={() => setFullscreen(false)}
          className="fixed top-3 right-3 z-header flex h-9 items-center gap-2 rounded-full border border-basic-border bg-basic-raised/90 px-3 text-sm font-medium text-txt-secondary shadow-card backdrop-blur transition-colors hover:text-txt"
        >
          <IconMinimize className="size-4" />
          {t('header.exitFullscreen')}
        </button>
        <main id="main" tabIndex={-1} className="relative flex min-h-0 flex-1 flex-col overflow-y-auto">
          <Outlet />
        </main>
      </div>
    );
  }

  return (
    <div className="relative flex h-dvh overflow-hidden bg-basic-bg">
      <a
        href="#main"
        className="sr-only z-modal rounded-md bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      {small ? <MobileSidebar /> : <DesktopSidebar />}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header small={small} />
        <BillingNotice />
        <main id="main" tabIndex={-1} className="relative flex min-h-0 flex-1 flex-col overflow-y-auto focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
