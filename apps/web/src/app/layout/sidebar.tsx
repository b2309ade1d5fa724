import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { useViewPreferencesStore } from '@/shared/stores/view-preferences-store';
import { IconChevronLeft, IconChevronRight, IconClose } from '@/shared/ui/icons';
import { useFocusReturn } from '@/shared/ui/use-focus-return';
import { SidebarContent } from './sidebar-content';

const HOVER_CAPABLE_QUERY = '(hover: hover) and (pointer: fine)';
// A short delay keeps a pointer merely crossing the edge from popping the sidebar open.
const PEEK_DELAY_MS = 200;

/** Docked sidebar of wide screens: expanded, or collapsed to icons with a hover peek. */
export function DesktopSidebar() {
  const { t } = useTranslation();
  const collapsed = useViewPreferencesStore((state) => state.sidebarCollapsed);
  const toggle = useViewPreferencesStore((state) => state.toggleSidebarCollapsed);
  const hoverCapable = useMediaQuery(HOVER_CAPABLE_QUERY);
  const [peeking, setPeeking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const startPeek = () => {
    if (!collapsed || !hoverCapable) return;
    timer.current = setTimeout(() => setPeeking(true), PEEK_DELAY_MS);
  };
  const stopPeek = () => {
    clearTimeout(timer.current);
    setPeeking(false);
  };

  const narrow = collapsed && !peeking;
  const toggleLabel = t(collapsed ? 'nav.expand' : 'nav.collapse');

  return (
    <aside className={`relative z-sidebar h-full shrink-0 transition-[width] duration-200 ${collapsed ? 'w-[72px]' : 'w-64'}`}>
      <div
        data-testid="sidebar-panel"
        data-state={narrow ? 'collapsed' : 'expanded'}
        onMouseEnter={startPeek}
        onMouseLeave={stopPeek}
        className={`absolute inset-y-0 left-0 flex flex-col overflow-hidden border-r border-basic-border bg-basic-surface transition-[width,box-shadow] duration-200 ${narrow ? 'w-[72px]' : 'w-64'} ${collapsed && peeking ? 'shadow-pop' : ''}`}
      >
        <SidebarContent
          collapsed={narrow}
          footer={
            <div className="shrink-0 border-t border-basic-border p-3">
              <button
                type="button"
                onClick={() => {
                  stopPeek();
                  toggle();
                }}
                aria-label={toggleLabel}
                title={toggleLabel}
                className={`flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-txt-secondary transition-colors hover:bg-basic-subtle hover:text-txt ${narrow ? 'justify-center px-0' : ''}`}
              >
                {collapsed ? <IconChevronRight className="size-5" /> : <IconChevronLeft className="size-5" />}
                {narrow ? null : <span>{toggleLabel}</span>}
              </button>
            </div>
          }
        />
      </div>
    </aside>
  );
}

/** Small screens: the sidebar opens over the page from the header's menu button. */
export function MobileSidebar() {
  const { t } = useTranslation();
  const menuShown = useViewPreferencesStore((state) => state.menuShown);
  const setMenuShown = useViewPreferencesStore((state) => state.setMenuShown);
  const close = () => setMenuShown(false);
  const focusReturn = useFocusReturn();

  return (
    <Dialog.Root open={menuShown} onOpenChange={setMenuShown}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-sidebar bg-basic-overlay data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...focusReturn}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-sidebar w-72 max-w-[85vw] border-r border-basic-border bg-basic-surface shadow-pop focus:outline-none data-[state=open]:animate-slide-in"
        >
          <Dialog.Title className="sr-only">{t('nav.label')}</Dialog.Title>
          <Dialog.Close
            aria-label={t('nav.closeMenu')}
            className="absolute top-4 right-3 z-10 rounded p-1.5 text-muted transition-colors hover:bg-basic-subtle hover:text-txt"
          >
            <IconClose className="size-5" />
          </Dialog.Close>
          <SidebarContent collapsed={false} onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
