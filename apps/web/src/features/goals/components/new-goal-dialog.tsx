import { goalMetrics } from '@salespulse/contract/goals';
import { toast } from 'react-toastify';
import { GOALS_NS, goalMetricLabel } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormModal } from '@/shared/ui/form-modal';
import { SelectField } from '@/shared/ui/select-field';
import { useCreateGoal } from '../api/goal-mutations';
import { buildGoalCreate, type GoalFormState, initialGoalForm } from '../lib/goal-form';
import type { GoalPeople } from '../lib/use-goal-people';
import { useGoalFormState } from '../lib/use-goal-form-state';
import { GoalPeriodFields } from './goal-period-fields';
import { GoalScopeFields } from './goal-scope-fields';
import { GoalSplitFields } from './goal-split-fields';
import { GoalTargetField } from './goal-target-field';

type NewGoalDialogProps = { projectId: string; today: string; currency: string; people: GoalPeople; onClose: () => void };

export function NewGoalDialog({ projectId, today, currency, people, onClose }: NewGoalDialogProps) {
  const { t } = useTranslation(GOALS_NS);
  const ta = useTranslation('analytics').t;
  const create = useCreateGoal(projectId);
  const { state, errors, update, setErrors, reportFailure } = useGoalFormState<GoalFormState>(() => initialGoalForm(today));
  const members = people.teams.find((team) => team['@id'] === state.team)?.members ?? [];

  const submit = () => {
    const result = buildGoalCreate(state, `/api/projects/${projectId}`, members);
    if (result.errors) return setErrors(result.errors);
    create.mutate(result.payload, {
      onSuccess: () => {
        toast.success(t('settings.created'));
        onClose();
      },
      onError: (error) => reportFailure(error, t('settings.generic')),
    });
  };

  return (
    <FormModal onClose={onClose} title={t('form.newTitle')} submitLabel={t('form.create')} status={create.status} onSubmit={submit}>
      <SelectField
        label={t('form.metric')}
        value={state.metric}
        error={errors.metric}
        onChange={(event) => update({ ...state, metric: event.target.value as GoalFormState['metric'] })}
      >
        {goalMetrics.map((metric) => (
          <option key={metric} value={metric}>
            {goalMetricLabel(metric, ta)}
          </option>
        ))}
      </SelectField>
      <GoalScopeFields state={state} people={people} errors={errors} onChange={update} />
      <GoalPeriodFields state={state} today={today} errors={errors} onChange={update} />
      <GoalTargetField
        metric={state.metric}
        currency={currency}
        value={state.target}
        error={errors.target}
        onChange={(target) => update({ ...state, target })}
      />
      {state.scope === 'team' ? (
        <GoalSplitFields state={state} members={members} people={people} errors={errors} onChange={update} />
      ) : null}
    </FormModal>
  );
}
