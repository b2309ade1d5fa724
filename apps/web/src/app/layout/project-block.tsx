import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useProjectCount } from '@/shared/session/use-project-count';
import { useSessionStore } from '@/shared/stores/session-store';
import { IconChevronsUpDown, IconPlus } from '@/shared/ui/icons';

/** With exactly one project there is nothing to switch to, so the link offers creating one. */
export function projectLinkTarget(projectCount: number | undefined): typeof paths.createProject | typeof paths.selectProject {
  return projectCount === 1 ? paths.createProject : paths.selectProject;
}

export function ProjectBlock({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const projectName = useSessionStore((state) => state.projectName);
  const target = projectLinkTarget(useProjectCount());
  const name = projectName?.trim() || t('nav.projectFallback');
  const action = t(target === paths.createProject ? 'nav.createProject' : 'nav.switchProject');

  return (
    <Link
      to={target}
      onClick={onNavigate}
      title={collapsed ? `${name}: ${action}` : undefined}
      aria-label={`${name}: ${action}`}
      className={`flex items-center gap-3 rounded-md border border-basic-border bg-basic-surface p-2 transition-colors hover:border-basic-border-strong hover:bg-basic-subtle ${collapsed ? 'justify-center border-transparent p-1' : ''}`}
    >
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-md bg-accent-soft text-sm font-semibold text-accent-text"
      >
        {Array.from(name)[0]?.toLocaleUpperCase()}
      </span>
      {collapsed ? null : (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-txt">{name}</span>
            <span className="block truncate text-xs text-muted">{action}</span>
          </span>
          {/* A switcher's chevrons only where there is a project to switch to. */}
          {target === paths.createProject ? (
            <IconPlus className="size-4 text-muted" />
          ) : (
            <IconChevronsUpDown className="size-4 text-muted" />
          )}
        </>
      )}
    </Link>
  );
}
