import {
  PROJECT_PAGE_SIZE,
  PROJECT_SEARCH_DEBOUNCE_MS,
  PROJECT_SEARCH_MIN_LENGTH,
  PROJECT_SEARCH_VISIBLE_ABOVE,
} from '@salespulse/contract/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { FormError } from '@/shared/ui/form-error';
import { PageLoader } from '@/shared/ui/spinner';
import { useProjects } from '../api/get-projects';
import { ProjectSearch } from '../components/project-search';
import { CreateProjectTile, ProjectTile, ProjectTileSkeleton } from '../components/project-tile';
import { useSelectProject } from '../lib/use-select-project';

const gridClass = 'grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-3 xs:grid-cols-1';

/** The search term sent to the server: only input of at least the minimum length filters. */
function searchTerm(input: string): string | undefined {
  const term = input.trim();
  return term.length >= PROJECT_SEARCH_MIN_LENGTH ? term : undefined;
}

function Screen({ search, children }: { search?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('projects');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-8 py-10 sm:px-4 sm:py-6">
      <div className="mb-6 flex items-end justify-between gap-4 sm:flex-col sm:items-stretch">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{t('select.title')}</h1>
          <p className="mt-1 text-sm text-txt-secondary">{t('select.subtitle')}</p>
        </div>
        {search}
      </div>
      {children}
    </div>
  );
}

export default function SelectProject() {
  const { t } = useTranslation('projects');
  usePageTitle(t('select.title'));
  const currentId = useSessionStore((state) => state.projectId);
  const select = useSelectProject();
  const [input, setInput] = useState('');
  const name = searchTerm(useDebouncedValue(input, PROJECT_SEARCH_DEBOUNCE_MS));
  const all = useProjects();
  const list = useProjects(name);

  const total = all.data?.total;
  const onlyProject = total === 1 ? all.data?.projects[0] : undefined;
  useEffect(() => {
    if (onlyProject) select(onlyProject, { replace: true });
  }, [onlyProject, select]);

  if (all.isError) {
    return (
      <Screen>
        <div className="flex flex-col items-start gap-4">
          <FormError message={t('select.loadError')} />
          <Button variant="secondary" onClick={() => void all.refetch()}>
            {t('select.retry')}
          </Button>
        </div>
      </Screen>
    );
  }
  if (total === undefined) {
    return (
      <Screen>
        <div role="status" aria-busy="true" className={gridClass}>
          <span className="sr-only">{t('loading', { ns: 'common' })}</span>
          {Array.from({ length: 6 }, (_, index) => (
            <ProjectTileSkeleton key={index} />
          ))}
        </div>
      </Screen>
    );
  }
  if (total === 0) return <Navigate to={paths.createProject} replace />;
  if (onlyProject) return <PageLoader />;

  const shown = list.data ?? all.data;
  const searching = list.isFetching && list.isPlaceholderData;
  const projects = shown?.projects ?? [];
  const search = total > PROJECT_SEARCH_VISIBLE_ABOVE ? <ProjectSearch value={input} onChange={setInput} busy={searching} /> : undefined;

  return (
    <Screen search={search}>
      {shown && shown.total > PROJECT_PAGE_SIZE ? (
        <p className="mb-4 text-sm text-txt-secondary" role="status">
          {t('select.showing', { shown: projects.length, total: shown.total })}
        </p>
      ) : null}
      <ul aria-busy={searching || undefined} className={`${gridClass} transition-opacity ${searching ? 'opacity-60' : ''}`}>
        <li>
          <CreateProjectTile />
        </li>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectTile project={project} current={project.id === currentId} onSelect={select} />
          </li>
        ))}
        {name && !list.isPlaceholderData && projects.length === 0 ? (
          <li
            className="col-span-full flex min-h-20 items-center justify-center rounded-lg border border-basic-border bg-basic-subtle/50 px-4 text-sm text-txt-secondary"
            role="status"
          >
            {t('select.noResults')}
          </li>
        ) : null}
      </ul>
    </Screen>
  );
}
