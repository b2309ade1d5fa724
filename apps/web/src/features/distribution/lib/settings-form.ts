import type { DistributionSettings } from '@salespulse/contract/distribution';
import { settingRules, type SettingName } from '@salespulse/contract/settings';
import * as z from 'zod/mini';

/** The three settings of the screen: their key in DistributionSettings and their setting name. */
export const distributionSettingFields = [
  { key: 'distributionDelay', name: 'distribution_delay', max: 1440 },
  { key: 'distributionPostpone', name: 'distribution_postpone', max: 10080 },
  { key: 'awayCountLimit', name: 'away_count_limit', max: 100 },
] as const satisfies readonly { key: keyof DistributionSettings; name: SettingName; max: number }[];

export type SettingKey = (typeof distributionSettingFields)[number]['key'];
export type SettingsFormValues = Record<SettingKey, string>;

/** One request's worth: the new value and the stored setting to patch (null: create it). */
export type SettingChange = { key: SettingKey; name: SettingName; value: string; setting: string | null };

export function toSettingsFormValues(settings: DistributionSettings): SettingsFormValues {
  return {
    distributionDelay: String(settings.distributionDelay.value),
    distributionPostpone: String(settings.distributionPostpone.value),
    awayCountLimit: String(settings.awayCountLimit.value),
  };
}

/**
 * Only values that differ from the effective ones are sent: typing the default into an unset
 * setting stores nothing, so the project keeps following the default.
 */
export function settingChanges(settings: DistributionSettings, values: SettingsFormValues): SettingChange[] {
  return distributionSettingFields.flatMap(({ key, name }) => {
    const value = values[key].trim();
    if (Number(value) === settings[key].value) return [];
    return [{ key, name, value, setting: settings[key].setting }];
  });
}

const ruled = (name: SettingName) =>
  z.string().check(z.refine((value) => value.trim() !== '' && settingRules[name].valid(value.trim()), settingRules[name].message));

/** The contract's own rules, so a wrong value never reaches the server. */
export const settingsFormSchema = z.object({
  distributionDelay: ruled('distribution_delay'),
  distributionPostpone: ruled('distribution_postpone'),
  awayCountLimit: ruled('away_count_limit'),
} satisfies Record<SettingKey, z.ZodMiniType>);
