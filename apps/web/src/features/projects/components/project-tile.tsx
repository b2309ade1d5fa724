import type { Project } from '@salespulse/contract/projects';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { IconChevronRight } from '@/shared/ui/icons';
import { ProjectAvatar } from './project-avatar';

const tileClass =
  'group flex min-h-20 w-full items-center gap-3 rounded-lg border bg-basic-surface p-4 text-left shadow-card ' +
  'transition-[border-color,box-shadow,background-color] duration-150 hover:border-accent hover:shadow-pop ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring';

type ProjectTileProps = {
  project: Project;
  current: boolean;
  onSelect: (project: Project) => void;
};

export function ProjectTile({ project, current, onSelect }: ProjectTileProps) {
  const { t } = useTranslation('projects');
  return (
    <button
      type="button"
      onClick={() => onSelect(project)}
      aria-current={current || undefined}
      className={`${tileClass} ${current ? 'border-accent/60' : 'border-basic-border'}`}
    >
      <ProjectAvatar name={project.name} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-txt" title={project.name}>
          {project.name}
        </span>
        <span className="mt-0.5 flex items-center gap-2 text-xs text-muted">
          {t(`roles.${project.role}`)}
          {current ? (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 font-medium text-accent-text">{t('select.current')}</span>
          ) : null}
        </span>
      </span>
      <IconChevronRight className="size-4 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-accent-text" />
    </button>
  );
}

export function CreateProjectTile() {
  const { t } = useTranslation('projects');
  return (
    <Link
      to={paths.createProject}
      className={`${tileClass} border-dashed border-basic-border-strong bg-transparent shadow-none hover:bg-basic-surface`}
    >
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-md bg-accent text-accent-fg">
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-txt">{t('select.create')}</span>
        <span className="mt-0.5 block text-xs text-muted">{t('select.createHint')}</span>
      </span>
    </Link>
  );
}

export function ProjectTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex min-h-20 items-center gap-3 rounded-lg border border-basic-border bg-basic-surface p-4">
      <span className="size-11 shrink-0 animate-pulse rounded-md bg-basic-subtle" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-3.5 w-2/3 animate-pulse rounded-sm bg-basic-subtle" />
        <span className="h-3 w-1/3 animate-pulse rounded-sm bg-basic-subtle" />
      </span>
    </div>
  );
}
