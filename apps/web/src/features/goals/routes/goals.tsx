import type { Goal } from '@salespulse/contract/goals';
import { nextPeriodOf } from '@salespulse/contract/goals';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { GOALS_NS, goalMetricLabel } from '@/shared/analytics/goals';
import { useProjectCalendar } from '@/shared/analytics/use-project-calendar';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { useGoalProgress, useGoals } from '@/shared/resources/goals';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { PageFrame } from '@/shared/ui/page-frame';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useCopyGoalToNext, useDeleteGoal } from '../api/goal-mutations';
import { EditGoalDialog } from '../components/edit-goal-dialog';
import { GoalRow } from '../components/goal-row';
import { NewGoalDialog } from '../components/new-goal-dialog';
import { groupGoals, progressByGoal } from '../lib/goal-groups';
import { formatPeriod } from '@/shared/analytics/goals';
import { describeGoalPeriod } from '@/shared/analytics/goals';
import { useGoalPeople } from '../lib/use-goal-people';

type Dialog = { kind: 'new' } | { kind: 'edit'; goal: Goal } | { kind: 'delete'; goal: Goal } | null;

function GoalsContent({ projectId, dialog, setDialog }: { projectId: string; dialog: Dialog; setDialog: (dialog: Dialog) => void }) {
  const { t } = useTranslation(GOALS_NS);
  const ta = useTranslation('analytics').t;
  const calendar = useProjectCalendar();
  const goals = useGoals(projectId);
  const progress = useGoalProgress(projectId);
  const people = useGoalPeople(projectId);
  const copy = useCopyGoalToNext(projectId);
  const remove = useDeleteGoal(projectId);
  const currency = calendar?.currency ?? '';

  const teamNames = new Map(people.teams.map((team) => [team['@id'], team.name]));
  const nameOf = (goal: Goal) => {
    if (goal.scope === 'project') return t('settings.scopeProject');
    if (goal.scope === 'team') return (goal.team && teamNames.get(goal.team)) || t('settings.unknownTeam');
    return goal.employee ? people.nameOf(goal.employee) : t('settings.unknownEmployee');
  };
  const fullName = (goal: Goal) => `${nameOf(goal)} · ${goalMetricLabel(goal.metric, ta)}`;

  if (goals.isPending || !calendar) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('settings.loading')}
      </div>
    );
  }
  if (goals.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-error-text">
          {t('settings.error')}
        </p>
        <Button variant="secondary" onClick={() => void goals.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    );
  }
  const byGoal = progressByGoal(progress.data);
  const groups = groupGoals(goals.data, nameOf);
  const copyToNext = (goal: Goal) => {
    const next = nextPeriodOf(goal.period, goal.from, goal.to ?? goal.from);
    copy.mutate(goal.id, {
      onSuccess: () => void toast.success(t('settings.copied', { period: formatPeriod(goal.period, next.from, next.to) })),
      onError: (error) => void toastError(errorMessage(error, t('settings.generic'))),
    });
  };

  return (
    <>
      {groups.length === 0 ? (
        <SectionCard title={t('settings.emptyTitle')}>
          <p className="max-w-2xl text-sm text-txt-secondary">{t('settings.empty')}</p>
        </SectionCard>
      ) : (
        groups.map((group) => (
          <SectionCard key={group.scope} title={t(`groups.${group.scope}`)} flush>
            <ul className="flex flex-col divide-y divide-basic-border">
              {group.goals.map((goal) => (
                <GoalRow
                  key={goal.id}
                  goal={goal}
                  name={nameOf(goal)}
                  progress={byGoal.get(goal['@id'])}
                  progressFailed={progress.isError}
                  currency={currency}
                  onEdit={() => setDialog({ kind: 'edit', goal })}
                  onCopy={() => copyToNext(goal)}
                  copying={copy.isPending && copy.variables === goal.id}
                  onDelete={() => setDialog({ kind: 'delete', goal })}
                />
              ))}
            </ul>
          </SectionCard>
        ))
      )}
      {groups.length > 0 ? <p className="text-xs text-muted">{ta('goals.paceHint')}</p> : null}
      {dialog?.kind === 'new' ? (
        <NewGoalDialog projectId={projectId} today={calendar.today} currency={currency} people={people} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditGoalDialog
          projectId={projectId}
          goal={dialog.goal}
          name={fullName(dialog.goal)}
          today={calendar.today}
          currency={currency}
          people={people}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          title={t('settings.deleteTitle')}
          description={t('settings.deleteDescription', { name: fullName(dialog.goal), period: describeGoalPeriod(dialog.goal) })}
          confirmLabel={t('settings.delete')}
          status={remove.status}
          onConfirm={() =>
            remove.mutate(dialog.goal.id, {
              onSuccess: () => {
                toast.success(t('settings.deleted'));
                setDialog(null);
              },
              onError: (error) => void toastError(errorMessage(error, t('settings.generic'))),
            })
          }
        />
      ) : null}
    </>
  );
}

export default function Goals() {
  const { t } = useTranslation(GOALS_NS);
  usePageTitle(useRouteTitle() ?? t('settings.title'));
  const projectId = useSessionStore((state) => state.projectId);
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <PageFrame
      title={t('settings.title')}
      subtitle={t('settings.subtitle')}
      actions={
        projectId ? (
          <Button onClick={() => setDialog({ kind: 'new' })} className="sm:w-full">
            {t('settings.new')}
          </Button>
        ) : null
      }
    >
      {projectId ? <GoalsContent projectId={projectId} dialog={dialog} setDialog={setDialog} /> : null}
    </PageFrame>
  );
}
