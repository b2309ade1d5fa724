import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

const links = [
  { to: paths.distribution, key: 'overview', end: true },
  { to: paths.distributionProducts, key: 'products', end: false },
  { to: paths.distributionHistory, key: 'history', end: false },
] as const;

/** Overview, Products and History of the distribution area, as links (aria-current on the open one). */
export function SectionNav() {
  const { t } = useTranslation('distribution');
  return (
    <nav aria-label={t('nav.label')} className="mt-5 -mb-1 overflow-x-auto border-b border-basic-border">
      <ul className="flex min-w-max gap-1">
        {links.map((link) => (
          <li key={link.key}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                [
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-ring',
                  isActive
                    ? 'border-accent text-accent-text'
                    : 'border-transparent text-txt-secondary hover:border-basic-border-strong hover:text-txt',
                ].join(' ')
              }
            >
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
