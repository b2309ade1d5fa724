import type { DistributionDryRunInput, DistributionDryRunResult } from '@salespulse/contract/distribution';
import { iri } from '@salespulse/contract/common';
import { toBody, type DistributionFormValues } from './distribution-form';

export type DryRunChange = { text: string; tone: 'up' | 'down' | 'none'; label: 'more' | 'less' | 'same' };

const percent = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const points = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The unsaved form as a dry run body: the draft is the form's body without what the replay ignores. */
export function dryRunBody(
  values: DistributionFormValues,
  options: { projectId: string; distributionId?: string; days: number },
): DistributionDryRunInput {
  const { active: _active, name, ...draft } = toBody(values);
  return {
    project: iri('projects', options.projectId),
    days: options.days,
    ...(options.distributionId ? { distribution: iri('distributions', options.distributionId) } : {}),
    draft: { ...(name ? { name } : {}), ...draft },
  };
}

export const shareText = (share: number) => percent.format(share);

/**
 * A share change in percentage points with its sign written out, so the colour is never the only
 * clue; below half a tenth of a point it counts as no change.
 */
export function changeOf(change: number): DryRunChange {
  const pp = change * 100;
  if (Math.abs(pp) < 0.05) return { text: '±0.0 pp', tone: 'none', label: 'same' };
  return pp > 0
    ? { text: `+${points.format(pp)} pp`, tone: 'up', label: 'more' }
    : { text: `−${points.format(-pp)} pp`, tone: 'down', label: 'less' };
}

/** Nothing to show: no lead in the window at all. */
export const isEmptyRun = (result: DistributionDryRunResult) => result.replayed === 0;
