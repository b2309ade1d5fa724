import type { DistributionDecision } from '@salespulse/contract/distribution';
import { useTranslation } from '@/shared/i18n/use-translation';
import { decisionTone, type DecisionTone } from '../lib/decisions';

const toneStyle: Record<DecisionTone, string> = {
  good: 'border-status-success/30 bg-status-success-soft text-txt',
  neutral: 'border-basic-border bg-basic-subtle text-txt-secondary',
  bad: 'border-error/30 bg-error-soft text-error-text',
};

export function DecisionBadge({ decision }: { decision: DistributionDecision }) {
  const { t } = useTranslation('distribution');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${toneStyle[decisionTone[decision]]}`}
    >
      {t(`history.decisions.${decision}`)}
    </span>
  );
}
