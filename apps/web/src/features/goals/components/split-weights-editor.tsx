import { GOAL_WEIGHT_MAX } from '@salespulse/contract/goals';
import { useId } from 'react';
import { formatPercent } from '@/shared/analytics/format';
import { GOALS_NS } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { weightsFor } from '../lib/goal-form';

export type SplitWeightsEditorProps = {
  /** The team's current members (employee IRIs). */
  members: readonly string[];
  weights: Readonly<Record<string, number>>;
  onChange: (weights: Record<string, number>) => void;
  nameOf: (employee: string) => string;
  error?: string;
};

/** A weight per current member of the team (1 by default), with the share of the target each weight gives. */
export function SplitWeightsEditor({ members, weights, onChange, nameOf, error }: SplitWeightsEditorProps) {
  const { t } = useTranslation(GOALS_NS);
  const errorId = useId();
  const current = weightsFor(members, weights);
  const total = Object.values(current).reduce((sum, weight) => sum + weight, 0);
  if (members.length === 0) return <p className="text-sm text-muted">{t('weights.noMembers')}</p>;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-txt">{t('weights.legend')}</legend>
      <p className="text-xs text-muted">{t('weights.hint')}</p>
      <ul className="flex flex-col divide-y divide-basic-border rounded-md border border-basic-border">
        {members.map((member) => {
          const weight = current[member] ?? 1;
          const share = total > 0 ? (weight / total) * 100 : 0;
          return (
            <li key={member} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm text-txt">{nameOf(member)}</span>
              <span className="text-xs text-muted tabular-nums">{t('weights.share', { percent: formatPercent(share) })}</span>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                max={GOAL_WEIGHT_MAX}
                step="any"
                aria-label={t('weights.weightOf', { name: nameOf(member) })}
                aria-invalid={error ? true : undefined}
                value={Number.isFinite(weight) ? String(weight) : ''}
                onChange={(event) => {
                  const value = event.target.value === '' ? Number.NaN : Number(event.target.value);
                  onChange({ ...current, [member]: value });
                }}
                className="min-h-11 w-24 rounded-md border border-basic-border-strong bg-basic-surface px-2 text-sm text-txt focus:border-accent focus:ring-3 focus:ring-accent-ring/25 focus:outline-none xs:text-base"
              />
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
