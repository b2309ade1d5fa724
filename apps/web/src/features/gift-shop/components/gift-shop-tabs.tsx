import { hasPermission } from '@salespulse/contract/permissions';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';

const tabs = [
  { to: paths.giftShop, key: 'shop', end: true },
  { to: paths.giftCatalogue, key: 'catalogue', end: false },
  { to: paths.giftArchive, key: 'archive', end: false, permission: 'gifts.edit' },
  { to: paths.giftHistory, key: 'history', end: false },
  { to: paths.giftPoints, key: 'points', end: false },
] as const;

/** The gift shop's sections as links (aria-current on the open one); the archive only for editors. */
export function GiftShopTabs() {
  const { t } = useTranslation('gift-catalogue');
  const role = useSessionStore((state) => state.role);
  const shown = tabs.filter((tab) => !('permission' in tab) || hasPermission(role, tab.permission));
  return (
    <nav aria-label={t('layout.nav')} className="mt-5 overflow-x-auto border-b border-basic-border">
      <ul className="flex min-w-max gap-1 xs:gap-0">
        {shown.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                [
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors xs:px-2',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-ring',
                  isActive
                    ? 'border-accent text-accent-text'
                    : 'border-transparent text-txt-secondary hover:border-basic-border-strong hover:text-txt',
                ].join(' ')
              }
            >
              {t(`layout.tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
