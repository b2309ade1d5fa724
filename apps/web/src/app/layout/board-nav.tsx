import { useId } from 'react';
import { useDashboards } from '@/features/dashboards/api/get-dashboards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { IconLayout } from '@/shared/ui/icons';
import type { NavItem } from './nav-items';
import { NavList } from './nav-list';

type BoardNavProps = { projectId: string | null; collapsed: boolean; onNavigate?: () => void };

/** The project's enabled custom boards under the menu, one item each; nothing while there are none. */
export function BoardNav({ projectId, collapsed, onNavigate }: BoardNavProps) {
  const { t } = useTranslation('dashboards');
  const headingId = useId();
  const { data: boards } = useDashboards(projectId ?? undefined, { isEnabled: true });
  const items: NavItem[] = (boards ?? [])
    .filter((board) => board.isEnabled)
    .map((board) => ({ labelKey: '', label: board.name, path: paths.dashboard({ dashboardId: board.id }), icon: IconLayout }));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className={collapsed ? 'sr-only' : 'px-3 pb-2 text-xs font-semibold tracking-wide text-muted uppercase'}>
        {t('menu.label')}
      </h2>
      <NavList items={items} collapsed={collapsed} onNavigate={onNavigate} />
    </section>
  );
}
