import type { Goal } from '@salespulse/contract/goals';
import { toast } from 'react-toastify';
import { describeGoalPeriod, GOALS_NS } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormModal } from '@/shared/ui/form-modal';
import { useUpdateGoal } from '../api/goal-mutations';
import { buildGoalPatch, editStateOf, type GoalEditState, snapTo } from '../lib/goal-form';
import type { GoalPeople } from '../lib/use-goal-people';
import { useGoalFormState } from '../lib/use-goal-form-state';
import { GoalPeriodPicker } from './goal-period-picker';
import { GoalSplitFields } from './goal-split-fields';
import { GoalTargetField } from './goal-target-field';

type EditGoalDialogProps = {
  projectId: string;
  goal: Goal;
  name: string;
  today: string;
  currency: string;
  people: GoalPeople;
  onClose: () => void;
};

/** What a goal may change after it is set: its target, a recurring goal's end, a team goal's split. */
export function EditGoalDialog({ projectId, goal, name, today, currency, people, onClose }: EditGoalDialogProps) {
  const { t } = useTranslation(GOALS_NS);
  const save = useUpdateGoal(projectId);
  const { state, errors, update, setErrors, reportFailure } = useGoalFormState<GoalEditState>(() => editStateOf(goal));
  const members = people.teams.find((team) => team['@id'] === goal.team)?.members ?? [];

  const submit = () => {
    const result = buildGoalPatch(goal, state, members);
    if (result.errors) return setErrors(result.errors);
    if (Object.keys(result.patch).length === 0) return onClose();
    save.mutate(
      { id: goal.id, patch: result.patch },
      {
        onSuccess: () => {
          toast.success(t('settings.saved'));
          onClose();
        },
        onError: (error) => reportFailure(error, t('settings.generic')),
      },
    );
  };

  return (
    <FormModal
      onClose={onClose}
      title={t('form.editTitle')}
      description={t('form.editDescription', { name, period: describeGoalPeriod(goal) })}
      submitLabel={t('form.save')}
      status={save.status}
      onSubmit={submit}
    >
      <GoalTargetField
        metric={goal.metric}
        currency={currency}
        value={state.target}
        error={errors.target}
        onChange={(target) => update({ ...state, target })}
      />
      {goal.recurring && goal.period !== 'custom' ? (
        <GoalPeriodPicker
          label={t('form.lastPeriod')}
          period={goal.period}
          value={state.to}
          today={today}
          error={errors.to}
          hint={t('form.lastPeriodHint')}
          allowEmpty
          snap={(day) => snapTo(goal.period, day)}
          onChange={(to) => update({ ...state, to })}
        />
      ) : null}
      {goal.scope === 'team' ? <GoalSplitFields state={state} members={members} people={people} errors={errors} onChange={update} /> : null}
    </FormModal>
  );
}
