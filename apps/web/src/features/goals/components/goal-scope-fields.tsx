import { goalScopes } from '@salespulse/contract/goals';
import { GOALS_NS } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';
import { changeScope, type GoalFormErrors, type GoalFormState } from '../lib/goal-form';
import type { GoalPeople } from '../lib/use-goal-people';

type GoalScopeFieldsProps = {
  state: GoalFormState;
  people: GoalPeople;
  errors: GoalFormErrors;
  onChange: (state: GoalFormState) => void;
};

/** Whose goal it is: the whole project, one employee or one team (with its picker). */
export function GoalScopeFields({ state, people, errors, onChange }: GoalScopeFieldsProps) {
  const { t } = useTranslation(GOALS_NS);
  return (
    <>
      <SelectField
        label={t('form.scope')}
        value={state.scope}
        error={errors.scope}
        onChange={(event) => onChange(changeScope(state, event.target.value as GoalFormState['scope']))}
      >
        {goalScopes.map((scope) => (
          <option key={scope} value={scope}>
            {t(`scopes.${scope}`)}
          </option>
        ))}
      </SelectField>
      {state.scope === 'employee' ? (
        <SelectField
          label={t('form.employee')}
          value={state.employee}
          error={errors.employee}
          onChange={(event) => onChange({ ...state, employee: event.target.value })}
        >
          <option value="">{t('form.choose')}</option>
          {people.employees.map((employee) => (
            <option key={employee.iri} value={employee.iri}>
              {employee.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {state.scope === 'team' ? (
        <SelectField
          label={t('form.team')}
          value={state.team}
          error={errors.team}
          onChange={(event) => onChange({ ...state, team: event.target.value, weights: {} })}
        >
          <option value="">{t('form.choose')}</option>
          {people.teams.map((team) => (
            <option key={team['@id']} value={team['@id']}>
              {team.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}
