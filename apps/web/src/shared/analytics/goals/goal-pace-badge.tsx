import type { GoalPace } from '@salespulse/contract/goals';
import { StatusBadge } from '@/shared/ui/status-badge';
import { goalPaceLabel } from './goal-format';

/** Badge colours by pace; the label is always written out, so colour is never the only cue. */
export const goalPaceTone: Record<GoalPace, string> = {
  ahead: 'bg-status-success-soft text-status-success-text',
  on_track: 'bg-status-info-soft text-txt',
  behind: 'bg-status-warning-soft text-txt',
};

/** The bar's fill by pace (tokens with a dark-theme value each). */
export const goalPaceFill: Record<GoalPace, string> = {
  ahead: 'bg-status-success',
  on_track: 'bg-status-info',
  behind: 'bg-status-warning',
};

/** "Ahead", "On track" or "Behind" (docs/analytics.md, "Goals and pacing"). */
export function GoalPaceBadge({ pace }: { pace: GoalPace }) {
  return (
    <StatusBadge status={pace} tone={goalPaceTone[pace]}>
      {goalPaceLabel(pace)}
    </StatusBadge>
  );
}
