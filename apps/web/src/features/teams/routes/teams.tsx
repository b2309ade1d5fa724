import type { Team } from '@salespulse/contract/teams';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTeams } from '@/shared/resources/teams';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { IconPlus } from '@/shared/ui/icons';
import { PageFrame } from '@/shared/ui/page-frame';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { DeleteTeamDialog } from '../components/delete-team-dialog';
import { TeamDialog } from '../components/team-dialog';
import { TeamRow } from '../components/team-row';

type Editing = { kind: 'create' } | { kind: 'edit'; team: Team } | { kind: 'delete'; team: Team } | null;

function NoTeams({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('teams');
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <h3 className="text-base font-semibold text-txt">{t('list.noneTitle')}</h3>
      <p className="mt-1 max-w-md text-sm text-pretty text-txt-secondary">{t('list.noneText')}</p>
      <Button variant="secondary" className="mt-5" onClick={onCreate}>
        {t('create')}
      </Button>
    </div>
  );
}

function TeamsContent({ projectId, editing, setEditing }: { projectId: string; editing: Editing; setEditing: (next: Editing) => void }) {
  const { t } = useTranslation('teams');
  const common = useTranslation().t;
  const teams = useTeams(projectId);
  const employees = useEveryEmployee(projectId);
  const names = useMemo(() => new Map((employees.data ?? []).map((employee) => [employee['@id'], employee.user.name])), [employees.data]);
  const nameOf = (iri: string) => names.get(iri) ?? t('unknownEmployee');

  let body: ReactNode;
  if (teams.error || employees.error) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <p className="text-sm font-medium text-error-text">{t('list.loadError')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            if (teams.error) void teams.refetch();
            if (employees.error) void employees.refetch();
          }}
        >
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (!teams.data || !employees.data) {
    body = (
      <div role="status" className="flex justify-center py-10">
        <Spinner />
        <span className="sr-only">{common('loading')}</span>
      </div>
    );
  } else if (teams.data.length === 0) {
    body = <NoTeams onCreate={() => setEditing({ kind: 'create' })} />;
  } else {
    body = (
      <ul aria-busy={teams.isFetching || undefined} className="divide-y divide-basic-border">
        {teams.data.map((team) => (
          <TeamRow
            key={team.id}
            projectId={projectId}
            team={team}
            nameOf={nameOf}
            onEdit={() => setEditing({ kind: 'edit', team })}
            onDelete={() => setEditing({ kind: 'delete', team })}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <SectionCard
        title={t('list.title')}
        description={teams.data ? <span aria-live="polite">{t('list.total', { count: teams.data.length })}</span> : undefined}
        className="overflow-hidden"
        flush
      >
        {body}
      </SectionCard>
      {editing && editing.kind !== 'delete' && teams.data && employees.data ? (
        <TeamDialog
          projectId={projectId}
          team={editing.kind === 'edit' ? editing.team : undefined}
          teams={teams.data}
          employees={employees.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'delete' ? <DeleteTeamDialog projectId={projectId} team={editing.team} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export default function Teams() {
  const { t } = useTranslation('teams');
  usePageTitle(useRouteTitle() ?? t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <PageFrame
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button onClick={() => setEditing({ kind: 'create' })} className="sm:w-full" disabled={!projectId}>
          <IconPlus className="size-4" />
          {t('create')}
        </Button>
      }
    >
      {projectId ? <TeamsContent projectId={projectId} editing={editing} setEditing={setEditing} /> : null}
    </PageFrame>
  );
}
