import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useCurrentUser } from '@/shared/session/use-current-user';
import { useLogout } from '@/shared/session/use-logout';
import { themes, useThemeStore, type Theme } from '@/shared/stores/theme-store';
import { IconCheck, IconChevronsUpDown, IconLogout, IconMonitor, IconMoon, IconSun, IconUser, type IconComponent } from '@/shared/ui/icons';
import { userBadge } from './user-badge';

const themeIcons: Record<Theme, IconComponent> = { light: IconSun, dark: IconMoon, system: IconMonitor };

const itemClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-2.5 py-1.5 text-sm text-txt outline-none select-none ' +
  'data-[highlighted]:bg-basic-subtle data-[highlighted]:text-txt';

function isTheme(value: string): value is Theme {
  return (themes as readonly string[]).includes(value);
}

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { name, letter } = userBadge(user?.name);
  const label = name ?? t('userMenu.defaultName');
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const logout = useLogout();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t('userMenu.label')}: ${label}`}
        className="flex max-w-64 items-center gap-2.5 rounded-full border border-basic-border bg-basic-surface py-1 pr-3 pl-1 text-left transition-colors hover:bg-basic-subtle data-[state=open]:bg-basic-subtle sm:pr-1"
      >
        <span
          aria-hidden="true"
          data-testid="user-avatar"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-fg"
        >
          {letter}
        </span>
        <span className={compact ? 'sr-only' : 'min-w-0 truncate text-sm font-medium text-txt sm:sr-only'}>{label}</span>
        <IconChevronsUpDown className={compact ? 'hidden' : 'size-4 text-muted sm:hidden'} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-modal w-64 rounded-md border border-basic-border bg-basic-raised p-1.5 shadow-pop data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center gap-3 px-2.5 pt-1.5 pb-2.5">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft font-semibold text-accent-text"
            >
              {letter}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-txt">{label}</p>
              {user?.email ? <p className="truncate text-xs text-muted">{user.email}</p> : null}
            </div>
          </div>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-basic-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.userProfile}>
              <IconUser className="size-4 text-muted" />
              {t('userMenu.personalSettings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-basic-border" />
          <DropdownMenu.Label className="px-2.5 pt-1 pb-1 text-xs font-medium text-muted">{t('userMenu.theme')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
            {themes.map((option) => {
              const Icon = themeIcons[option];
              return (
                <DropdownMenu.RadioItem key={option} value={option} className={itemClass}>
                  <Icon className="size-4 text-muted" />
                  <span className="flex-1">{t(`userMenu.themes.${option}`)}</span>
                  <DropdownMenu.ItemIndicator>
                    <IconCheck className="size-4 text-accent-text" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-basic-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <IconLogout className="size-4 text-muted" />
            {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
