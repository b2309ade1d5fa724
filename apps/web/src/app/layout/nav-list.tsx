import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { NavItem } from './nav-items';

type NavListProps = {
  items: readonly NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
};

export function NavList({ items, collapsed, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ path, labelKey, label: literalLabel, icon: Icon, indicator, indicatorLabelKey }) => {
        const label = literalLabel ?? t(labelKey);
        const indicatorLabel = indicatorLabelKey ? t(indicatorLabelKey) : undefined;
        return (
          <li key={path}>
            <NavLink
              to={path}
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              className={({ isActive }) =>
                [
                  'group relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                  collapsed ? 'justify-center px-0' : '',
                  isActive ? 'bg-accent-soft text-accent-text' : 'text-txt-secondary hover:bg-basic-subtle hover:text-txt',
                ].join(' ')
              }
            >
              <Icon className="size-5" />
              <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{label}</span>
              {indicator ? (
                <>
                  {/* Without the space the link's name runs the label and the dot's text together. */}{' '}
                  <span
                    data-testid="nav-indicator"
                    title={indicatorLabel}
                    className={`size-2 shrink-0 rounded-full bg-error ${collapsed ? 'absolute top-2 right-3' : ''}`}
                  >
                    {indicatorLabel ? <span className="sr-only">{indicatorLabel}</span> : null}
                  </span>
                </>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
