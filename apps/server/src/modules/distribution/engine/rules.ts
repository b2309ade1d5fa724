import { DISTRIBUTION_DEFAULTS } from '@salespulse/contract/distribution';
import { settingRules, type SettingName } from '@salespulse/contract/settings';
import type { EngineRules } from './decide';

export type StoredSetting = { id: string; name: string; value: string };

type Effective = { value: number; isDefault: boolean; settingId: string | null };

/** A stored value that no longer fits its rule (written before the rule existed) counts as unset. */
function effective(settings: readonly StoredSetting[], name: SettingName, fallback: number): Effective {
  const row = settings.find((s) => s.name === name);
  if (!row || !settingRules[name].valid(row.value)) return { value: fallback, isDefault: true, settingId: row?.id ?? null };
  return { value: Number(row.value), isDefault: false, settingId: row.id };
}

export type ProjectDistributionSettings = {
  timezone: string;
  workHours: string | undefined;
  delay: Effective;
  postpone: Effective;
  awayCountLimit: Effective;
};

export function readDistributionSettings(settings: readonly StoredSetting[]): ProjectDistributionSettings {
  const timezone = settings.find((s) => s.name === 'timezone')?.value;
  return {
    timezone: timezone && settingRules.timezone.valid(timezone) ? timezone : 'UTC',
    workHours: settings.find((s) => s.name === 'work_hours')?.value,
    delay: effective(settings, 'distribution_delay', DISTRIBUTION_DEFAULTS.distributionDelay),
    postpone: effective(settings, 'distribution_postpone', DISTRIBUTION_DEFAULTS.distributionPostpone),
    awayCountLimit: effective(settings, 'away_count_limit', DISTRIBUTION_DEFAULTS.awayCountLimit),
  };
}

export function engineRules(settings: ProjectDistributionSettings): EngineRules {
  return { delayMinutes: settings.delay.value, postponeMinutes: settings.postpone.value, awayCountLimit: settings.awayCountLimit.value };
}

/** The setting names the engine reads, for one query. */
export const ENGINE_SETTING_NAMES: SettingName[] = [
  'timezone',
  'work_hours',
  'distribution_delay',
  'distribution_postpone',
  'away_count_limit',
];
