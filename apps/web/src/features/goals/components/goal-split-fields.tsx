import { goalSplits, type GoalSplit } from '@salespulse/contract/goals';
import { GOALS_NS } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import type { GoalFormErrors } from '../lib/goal-form';
import type { GoalPeople } from '../lib/use-goal-people';
import { SplitWeightsEditor } from './split-weights-editor';

type GoalSplitFieldsProps = {
  split: GoalSplit;
  weights: Record<string, number>;
  /** The team's current members (employee IRIs). */
  members: readonly string[];
  people: GoalPeople;
  errors: GoalFormErrors;
  onSplit: (split: GoalSplit) => void;
  onWeights: (weights: Record<string, number>) => void;
};

/** How a team goal shares its target among the members, with a weight each when weighted. */
export function GoalSplitFields({ split, weights, members, people, errors, onSplit, onWeights }: GoalSplitFieldsProps) {
  const { t } = useTranslation(GOALS_NS);
  return (
    <>
      <SelectField
        label={t('form.split')}
        hint={t('form.splitHint')}
        value={split}
        error={errors.split}
        onChange={(event) => onSplit(event.target.value as GoalSplit)}
      >
        {goalSplits.map((value) => (
          <option key={value} value={value}>
            {t(`splits.${value}`)}
          </option>
        ))}
      </SelectField>
      {split === 'weighted' ? (
        <SplitWeightsEditor members={members} weights={weights} onChange={onWeights} nameOf={people.nameOf} error={errors.weights} />
      ) : null}
    </>
  );
}
