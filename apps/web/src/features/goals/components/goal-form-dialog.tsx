import {
  GOAL_TARGET_MAX,
  goalAmountMetrics,
  type Goal,
  type GoalMetric,
  goalMetrics,
  goalPeriods,
  goalScopes,
  goalSplits,
  type GoalSplit,
} from '@salespulse/contract/goals';
import type { Team } from '@salespulse/contract/teams';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { describeGoalPeriod, formatRange, GOALS_NS, goalMetricLabel, quarterOptions } from '@/shared/analytics/goals';
import { ApiError } from '@/shared/api/http';
import type { TranslateFn } from '@/shared/i18n/translate';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { SelectField } from '@/shared/ui/select-field';
import { Switch } from '@/shared/ui/switch';
import { TextField } from '@/shared/ui/text-field';
import { useCreateGoal, useUpdateGoal } from '../api/goal-mutations';
import {
  buildGoalCreate,
  buildGoalPatch,
  changePeriod,
  changeScope,
  editStateOf,
  fieldOfViolation,
  type GoalEditState,
  type GoalFormErrors,
  type GoalFormState,
  initialGoalForm,
  snapFrom,
  snapTo,
} from '../lib/goal-form';
import { SplitWeightsEditor } from './split-weights-editor';

export type GoalPeople = {
  teams: readonly Team[];
  employees: readonly { iri: string; name: string }[];
  nameOf: (employee: string) => string;
};

/** The server's 422 messages under their fields; anything else as a toast. */
function violationsOf(error: unknown, generic: string): GoalFormErrors {
  if (!(error instanceof ApiError) || error.violations.length === 0) {
    void toastError(error instanceof ApiError ? (error.description ?? generic) : generic);
    return {};
  }
  const errors: GoalFormErrors = {};
  for (const violation of error.violations) {
    const field = fieldOfViolation(violation.propertyPath);
    if (field) errors[field] ??= violation.message;
    else void toastError(violation.message);
  }
  return errors;
}

/** The unit a target is typed in: the project currency, minutes or a count. */
const unitOf = (metric: GoalMetric, currency: string, t: TranslateFn) =>
  goalAmountMetrics.includes(metric) ? currency : t(metric === 'callMinutes' ? 'units.minutes' : 'units.count');

const parseNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

type PickerProps = {
  label: string;
  period: GoalFormState['period'];
  value: string;
  today: string;
  onChange: (day: string) => void;
  error?: string;
  hint?: string;
  allowEmpty?: boolean;
  snap: (day: string) => string;
};

/** A day picker fitted to the period: a month picker for months, a quarter list for quarters, a date otherwise. */
function PeriodPicker({ label, period, value, today, onChange, error, hint, allowEmpty = false, snap }: PickerProps) {
  const { t } = useTranslation(GOALS_NS);
  if (period === 'month') {
    return (
      <TextField
        label={label}
        type="month"
        value={value.slice(0, 7)}
        error={error}
        hint={hint}
        onChange={(event) => onChange(event.target.value ? snap(`${event.target.value}-01`) : allowEmpty ? '' : value)}
      />
    );
  }
  if (period === 'quarter') {
    return (
      <SelectField
        label={label}
        value={value ? snapFrom('quarter', value) : ''}
        error={error}
        hint={hint}
        onChange={(event) => onChange(event.target.value ? snap(event.target.value) : '')}
      >
        {allowEmpty ? <option value="">{t('form.choose')}</option> : null}
        {quarterOptions(today).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      label={label}
      type="date"
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value ? snap(event.target.value) : allowEmpty ? '' : value)}
    />
  );
}

type SplitFieldsProps = {
  split: GoalSplit;
  weights: Record<string, number>;
  members: readonly string[];
  people: GoalPeople;
  errors: GoalFormErrors;
  onSplit: (split: GoalSplit) => void;
  onWeights: (weights: Record<string, number>) => void;
};

function SplitFields({ split, weights, members, people, errors, onSplit, onWeights }: SplitFieldsProps) {
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

type NewGoalDialogProps = { projectId: string; today: string; currency: string; people: GoalPeople; onClose: () => void };

export function NewGoalDialog({ projectId, today, currency, people, onClose }: NewGoalDialogProps) {
  const { t } = useTranslation(GOALS_NS);
  const common = useTranslation().t;
  const formId = useId();
  const create = useCreateGoal(projectId);
  const [state, setState] = useState<GoalFormState>(() => initialGoalForm(today));
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const members = people.teams.find((team) => team['@id'] === state.team)?.members ?? [];
  const ta = useTranslation('analytics').t;
  const unitLabel = unitOf(state.metric, currency, t);
  const update = (next: GoalFormState) => {
    setState(next);
    setErrors({});
  };

  const submit = () => {
    const result = buildGoalCreate(state, `/api/projects/${projectId}`, members);
    if (result.errors) return setErrors(result.errors);
    create.mutate(result.payload, {
      onSuccess: () => {
        toast.success(t('settings.created'));
        onClose();
      },
      onError: (error) => setErrors(violationsOf(error, t('settings.generic'))),
    });
  };

  const fromLabel = {
    day: t('form.fromDay'),
    week: t('form.fromWeek'),
    month: t('form.fromMonth'),
    quarter: t('form.fromQuarter'),
    custom: t('form.fromCustom'),
  }[state.period];
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('form.newTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} status={create.status}>
            {t('form.create')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
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
        <SelectField
          label={t('form.scope')}
          value={state.scope}
          error={errors.scope}
          onChange={(event) => update(changeScope(state, event.target.value as GoalFormState['scope']))}
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
            onChange={(event) => update({ ...state, employee: event.target.value })}
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
            onChange={(event) => update({ ...state, team: event.target.value, weights: {} })}
          >
            <option value="">{t('form.choose')}</option>
            {people.teams.map((team) => (
              <option key={team['@id']} value={team['@id']}>
                {team.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={t('form.period')}
          value={state.period}
          error={errors.period}
          onChange={(event) => update(changePeriod(state, event.target.value as GoalFormState['period']))}
        >
          {goalPeriods.map((period) => (
            <option key={period} value={period}>
              {t(`period.kinds.${period}`)}
            </option>
          ))}
        </SelectField>
        {state.period === 'custom' ? null : (
          <Switch
            label={t('form.recurring')}
            description={t('form.recurringHint')}
            checked={state.recurring}
            onChange={(event) => update({ ...state, recurring: event.target.checked, to: event.target.checked ? state.to : '' })}
          />
        )}
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-1">
          <PeriodPicker
            label={state.recurring && state.period !== 'custom' ? t('form.firstPeriod') : fromLabel}
            period={state.period}
            value={state.from}
            today={today}
            error={errors.from}
            hint={
              state.period === 'week' ? t('form.fromWeekHint', { range: formatRange(state.from, snapTo('week', state.from)) }) : undefined
            }
            snap={(day) => snapFrom(state.period, day)}
            onChange={(from) => update({ ...state, from })}
          />
          {state.period === 'custom' ? (
            <PeriodPicker
              label={t('form.toCustom')}
              period="custom"
              value={state.to}
              today={today}
              error={errors.to}
              snap={(day) => day}
              onChange={(to) => update({ ...state, to })}
            />
          ) : state.recurring ? (
            <PeriodPicker
              label={t('form.lastPeriod')}
              period={state.period}
              value={state.to}
              today={today}
              error={errors.to}
              hint={t('form.lastPeriodHint')}
              allowEmpty
              snap={(day) => snapTo(state.period, day)}
              onChange={(to) => update({ ...state, to })}
            />
          ) : null}
        </div>
        <TextField
          label={t('form.target', { unit: unitLabel })}
          type="number"
          inputMode="decimal"
          min={0}
          max={GOAL_TARGET_MAX}
          step="any"
          value={state.target === null ? '' : String(state.target)}
          error={errors.target}
          onChange={(event) => update({ ...state, target: parseNumber(event.target.value) })}
        />
        {state.scope === 'team' ? (
          <SplitFields
            split={state.split}
            weights={state.weights}
            members={members}
            people={people}
            errors={errors}
            onSplit={(split) => update({ ...state, split })}
            onWeights={(weights) => update({ ...state, weights })}
          />
        ) : null}
      </form>
    </Modal>
  );
}

type EditGoalDialogProps = {
  projectId: string;
  goal: Goal;
  name: string;
  today: string;
  currency: string;
  people: GoalPeople;
  onClose: () => void;
};

export function EditGoalDialog({ projectId, goal, name, today, currency, people, onClose }: EditGoalDialogProps) {
  const { t } = useTranslation(GOALS_NS);
  const common = useTranslation().t;
  const formId = useId();
  const save = useUpdateGoal(projectId);
  const [state, setState] = useState<GoalEditState>(() => editStateOf(goal));
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const members = people.teams.find((team) => team['@id'] === goal.team)?.members ?? [];
  const unitLabel = unitOf(goal.metric, currency, t);
  const update = (next: GoalEditState) => {
    setState(next);
    setErrors({});
  };
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
        onError: (error) => setErrors(violationsOf(error, t('settings.generic'))),
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('form.editTitle')}
      description={t('form.editDescription', { name, period: describeGoalPeriod(goal) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} status={save.status}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('form.target', { unit: unitLabel })}
          type="number"
          inputMode="decimal"
          min={0}
          max={GOAL_TARGET_MAX}
          step="any"
          value={state.target === null ? '' : String(state.target)}
          error={errors.target}
          onChange={(event) => update({ ...state, target: parseNumber(event.target.value) })}
        />
        {goal.recurring && goal.period !== 'custom' ? (
          <PeriodPicker
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
        {goal.scope === 'team' ? (
          <SplitFields
            split={state.split}
            weights={state.weights}
            members={members}
            people={people}
            errors={errors}
            onSplit={(split) => update({ ...state, split })}
            onWeights={(weights) => update({ ...state, weights })}
          />
        ) : null}
      </form>
    </Modal>
  );
}
