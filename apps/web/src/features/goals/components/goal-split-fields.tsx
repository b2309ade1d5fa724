import { goalSplits, type GoalSplit } from '@salespulse/contract/goals';
import { GOALS_NS } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import type { GoalFormErrors } from '../lib/goal-form';
import type { GoalPeople } from '../lib/use-goal-people';
import { SplitWeightsEditor } from './split-weights-editor';

type SplitState = { split: GoalSplit; weights: Record<string, number> };

type GoalSplitFieldsProps<State extends SplitState> = {
  /** The new goal's or the edit's values: the split and weights change, the rest is kept. */
  state: State;
  /** The team's current members (employee IRIs). */
  members: readonly string[];
  people: GoalPeople;
  errors: GoalFormErrors;
  onChange: (state: State) => void;
};

/** How a team goal shares its target among the members, with a weight each when weighted. */
export function GoalSplitFields<State extends SplitState>({ state, members, people, errors, onChange }: GoalSplitFieldsProps<State>) {
  const { t } = useTranslation(GOALS_NS);
  const { split, weights } = state;
  return (
    <>
      <SelectField
        label={t('form.split')}
        hint={t('form.splitHint')}
        value={split}
        error={errors.split}
        onChange={(event) => onChange({ ...state, split: event.target.value as GoalSplit })}
      >
        {goalSplits.map((value) => (
          <option key={value} value={value}>
            {t(`splits.${value}`)}
          </option>
        ))}
      </SelectField>
      {split === 'weighted' ? (
        <SplitWeightsEditor
          members={members}
          weights={weights}
          onChange={(next) => onChange({ ...state, weights: next })}
          nameOf={people.nameOf}
          error={errors.weights}
        />
      ) : null}
    </>
  );
}
