import type { GoalPace } from '@salespulse/contract/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusBadge } from '@/shared/ui/status-badge';

/** Background and text of each pace; the word is always written out beside the colour. */
export const paceTones: Record<GoalPace, string> = {
  ahead: 'bg-status-success-soft text-status-success-text',
  on_track: 'bg-accent-soft text-accent-text',
  behind: 'bg-error-soft text-error-text',
};

/** The fill of a goal bar per pace. */
export const paceFills: Record<GoalPace, string> = {
  ahead: 'bg-status-success',
  on_track: 'bg-accent',
  behind: 'bg-error',
};

/** "Ahead", "On track" or "Behind" (a met goal says "Met"). */
export function GoalPaceBadge({ pace, met = false }: { pace: GoalPace; met?: boolean }) {
  const { t } = useTranslation('analytics');
  if (met) {
    return (
      <StatusBadge status="met" tone={paceTones.ahead}>
        {t('goals.met')}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge status={pace} tone={paceTones[pace]}>
      {t(`goals.pace.${pace}`)}
    </StatusBadge>
  );
}
