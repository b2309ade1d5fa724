import { projectNameSchema, type ProjectData } from '@salespulse/contract/projects';
import { parseWorkHours, settingRules, settingValue, type Setting, type SettingName } from '@salespulse/contract/settings';
import { messages } from '@salespulse/contract/validation';
import * as z from 'zod/mini';

/** The settings this form edits as plain text fields or selects (the form field is the setting name). */
export const textSettings = [
  'timezone',
  'language',
  'currency',
  'distribution_delay',
  'distribution_postpone',
  'away_count_limit',
  'forecast_negotiation_to_bill',
  'forecast_bill_to_won',
  'call_time_target',
] as const satisfies readonly SettingName[];
type TextSetting = (typeof textSettings)[number];

export type GeneralSettingsValues = Record<TextSetting, string> & {
  name: string;
  workStart: string;
  workEnd: string;
  giftShopEnabled: boolean;
};

export type SettingValues = Record<SettingName, string>;

/** The value an absent setting already means, so saving it would change nothing. */
const absentMeans: Partial<SettingValues> = { gift_shop_enabled: '0' };

/** Where a setting's error is shown in the form. */
export function fieldOfSetting(name: SettingName): keyof GeneralSettingsValues {
  if (name === 'work_hours') return 'workEnd';
  if (name === 'gift_shop_enabled') return 'giftShopEnabled';
  return name;
}

export function toFormValues({ project, settings }: ProjectData): GeneralSettingsValues {
  const hours = parseWorkHours(settingValue(settings, 'work_hours'));
  const text = Object.fromEntries(textSettings.map((name) => [name, settingValue(settings, name)])) as Record<TextSetting, string>;
  return {
    ...text,
    name: project.name,
    workStart: hours?.start ?? '',
    workEnd: hours?.end ?? '',
    giftShopEnabled: settingValue(settings, 'gift_shop_enabled') === '1',
  };
}

/** Work hours are stored as one "HH:mm-HH:mm" value; two empty inputs mean "not set". */
export function composeWorkHours(start: string, end: string): string {
  return start || end ? `${start}-${end}` : '';
}

export function toSettingValues(values: GeneralSettingsValues): SettingValues {
  const text = Object.fromEntries(textSettings.map((name) => [name, values[name].trim()])) as Record<TextSetting, string>;
  return {
    ...text,
    work_hours: composeWorkHours(values.workStart, values.workEnd),
    gift_shop_enabled: values.giftShopEnabled ? '1' : '0',
  };
}

export type SettingsDiff = {
  create: { name: SettingName; value: string }[];
  update: { id: string; name: SettingName; value: string }[];
  remove: { id: string; name: SettingName }[];
};

/** The requests that bring the stored settings to the edited values, and nothing more. */
export function diffSettings(stored: readonly Setting[], next: Partial<SettingValues>): SettingsDiff {
  const diff: SettingsDiff = { create: [], update: [], remove: [] };
  for (const [name, value] of Object.entries(next) as [SettingName, string][]) {
    const current = stored.find((setting) => setting.name === name);
    if (!current) {
      if (value !== '' && value !== absentMeans[name]) diff.create.push({ name, value });
    } else if (value === '') {
      diff.remove.push({ id: current.id, name });
    } else if (value !== current.value) {
      diff.update.push({ id: current.id, name, value });
    }
  }
  return diff;
}

export function isEmptyDiff(diff: SettingsDiff): boolean {
  return diff.create.length + diff.update.length + diff.remove.length === 0;
}

const text = z.string();

/** Client-side check with the contract's rules, so a wrong value never reaches the server. */
export const generalSettingsSchema = z
  .object({
    name: projectNameSchema,
    timezone: text,
    language: text,
    currency: text,
    distribution_delay: text,
    distribution_postpone: text,
    away_count_limit: text,
    forecast_negotiation_to_bill: text,
    forecast_bill_to_won: text,
    call_time_target: text,
    workStart: text,
    workEnd: text,
    giftShopEnabled: z.boolean(),
  } satisfies Record<keyof GeneralSettingsValues, z.ZodMiniType>)
  .check(
    z.superRefine((values, ctx) => {
      const { workStart, workEnd } = values;
      if (Boolean(workStart) !== Boolean(workEnd)) {
        ctx.issues.push({ code: 'custom', path: [workStart ? 'workEnd' : 'workStart'], message: messages.required, input: values });
        return;
      }
      const settings = toSettingValues(values);
      for (const [name, value] of Object.entries(settings) as [SettingName, string][]) {
        if (value !== '' && !settingRules[name].valid(value)) {
          // Both times come from time pickers, so the only way to break the rule is their order.
          const message = name === 'work_hours' ? messages.workDayOrder : settingRules[name].message;
          ctx.issues.push({ code: 'custom', path: [fieldOfSetting(name)], message, input: values });
        }
      }
    }),
  );
