import { useTranslation } from '@/shared/i18n/use-translation';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { useViewPreferencesStore } from '@/shared/stores/view-preferences-store';
import { IconChevronRight, IconMaximize, IconMenu } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import { UserMenu } from './user-menu';

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-md text-txt-secondary transition-colors hover:bg-basic-subtle hover:text-txt';

export function Header({ small }: { small: boolean }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const projectName = useSessionStore((state) => state.projectName);
  const menuShown = useViewPreferencesStore((state) => state.menuShown);
  const setMenuShown = useViewPreferencesStore((state) => state.setMenuShown);
  const setFullscreen = useViewPreferencesStore((state) => state.setFullscreen);

  return (
    <header className="sticky top-0 z-header flex h-16 shrink-0 items-center gap-3 border-b border-basic-border bg-basic-surface/85 px-6 backdrop-blur-md sm:px-3">
      {small ? (
        <>
          <button
            type="button"
            className={iconButton}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuShown}
            aria-haspopup="dialog"
            onClick={() => setMenuShown(true)}
          >
            <IconMenu />
          </button>
          <Logo showName={false} />
        </>
      ) : null}
      <div className="flex min-w-0 flex-1 items-center gap-1.5 text-sm">
        {small ? (
          <span className="truncate font-semibold text-txt">{title}</span>
        ) : (
          <>
            <span className="truncate text-muted">{projectName?.trim() || t('nav.projectFallback')}</span>
            {title ? (
              <>
                <IconChevronRight className="size-4 text-muted" />
                <span className="truncate font-medium text-txt">{title}</span>
              </>
            ) : null}
          </>
        )}
      </div>
      {small ? null : (
        <button
          type="button"
          className={iconButton}
          aria-label={t('header.enterFullscreen')}
          title={t('header.enterFullscreen')}
          onClick={() => setFullscreen(true)}
        >
          <IconMaximize />
        </button>
      )}
      <UserMenu compact={small} />
    </header>
  );
}
