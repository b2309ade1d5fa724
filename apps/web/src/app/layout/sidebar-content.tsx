import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAnyPendingGiftRequest } from '@/features/gift-shop/api/get-any-pending';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';
import { IconMenu, IconSettings } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import { BoardNav } from './board-nav';
import { canSwitchGroups, groupForPath, menuItems, settingsItems, visibleItems, type NavGroup } from './nav-items';
import { NavList } from './nav-list';
import { ProjectBlock } from './project-block';
import { useGiftShopOn } from './use-gift-shop-on';

type SidebarContentProps = {
  collapsed: boolean;
  onNavigate?: () => void;
  footer?: ReactNode;
};

const tabClass =
  'flex h-8 items-center justify-center gap-2 rounded-sm text-xs font-semibold text-txt-secondary transition-colors ' +
  'hover:text-txt data-[state=active]:bg-basic-surface data-[state=active]:text-txt data-[state=active]:shadow-card';

export function SidebarContent({ collapsed, onNavigate, footer }: SidebarContentProps) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.role);
  const projectId = useSessionStore((state) => state.projectId);
  const settings = useProjectSettings();
  const pendingGifts = useAnyPendingGiftRequest(projectId, useGiftShopOn());
  const { pathname } = useLocation();
  const pathGroup = groupForPath(pathname);
  const [group, setGroup] = useState<NavGroup>(pathGroup);
  const [lastPathGroup, setLastPathGroup] = useState(pathGroup);
  // Following a link into the other group switches the tabs to it.
  if (lastPathGroup !== pathGroup) {
    setLastPathGroup(pathGroup);
    setGroup(pathGroup);
  }

  const menu = visibleItems(menuItems, role, settings).map((item) =>
    item.path === paths.giftShop ? { ...item, indicator: pendingGifts } : item,
  );
  const switcher = canSwitchGroups(role);

  return (
    <div className="flex h-full flex-col">
      <div className={`flex h-16 shrink-0 items-center ${collapsed ? 'justify-center' : 'px-5'}`}>
        <Logo showName={!collapsed} />
      </div>
      <div className={collapsed ? 'px-3.5' : 'px-3'}>
        <ProjectBlock collapsed={collapsed} onNavigate={onNavigate} />
      </div>
      <nav aria-label={t('nav.label')} className="mt-4 flex min-h-0 flex-1 flex-col">
        {switcher ? (
          <Tabs.Root
            value={group}
            onValueChange={(value) => setGroup(value === 'settings' ? 'settings' : 'menu')}
            className="flex min-h-0 flex-1 flex-col"
          >
            <Tabs.List
              aria-label={t('nav.groups.label')}
              className={`mx-3 grid gap-1 rounded-md bg-basic-subtle p-1 ${collapsed ? 'mx-3.5 grid-cols-1' : 'grid-cols-2'}`}
            >
              <Tabs.Trigger value="menu" className={tabClass} title={collapsed ? t('nav.groups.menu') : undefined}>
                {collapsed ? <IconMenu className="size-4" /> : null}
                <span className={collapsed ? 'sr-only' : ''}>{t('nav.groups.menu')}</span>
              </Tabs.Trigger>
              <Tabs.Trigger value="settings" className={tabClass} title={collapsed ? t('nav.groups.settings') : undefined}>
                {collapsed ? <IconSettings className="size-4" /> : null}
                <span className={collapsed ? 'sr-only' : ''}>{t('nav.groups.settings')}</span>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="menu" className="mt-3 min-h-0 flex-1 overflow-y-auto px-3 pb-3 focus-visible:outline-offset-[-2px]">
              <NavList items={menu} collapsed={collapsed} onNavigate={onNavigate} />
              <BoardNav projectId={projectId} collapsed={collapsed} onNavigate={onNavigate} />
            </Tabs.Content>
            <Tabs.Content value="settings" className="mt-3 min-h-0 flex-1 overflow-y-auto px-3 pb-3 focus-visible:outline-offset-[-2px]">
              <NavList items={visibleItems(settingsItems, role, settings)} collapsed={collapsed} onNavigate={onNavigate} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-3">
            <h2 className={collapsed ? 'sr-only' : 'px-3 pb-2 text-xs font-semibold tracking-wide text-muted uppercase'}>
              {t('nav.groups.menu')}
            </h2>
            <NavList items={menu} collapsed={collapsed} onNavigate={onNavigate} />
            <BoardNav projectId={projectId} collapsed={collapsed} onNavigate={onNavigate} />
          </div>
        )}
      </nav>
      {footer}
    </div>
  );
}
