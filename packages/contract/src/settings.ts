import * as z from 'zod/mini';

export const settingNames = [
  'timezone',
  'language',
  'currency',
  'distribution_delay',
  'distribution_postpone',
  'away_count_limit',
  'forecast_negotiation_to_bill',
  'forecast_bill_to_won',
  'gift_shop_enabled',
  'work_hours',
  'call_time_target',
] as const;
export const settingNameSchema = z.enum(settingNames, { error: 'unknown setting' });
export type SettingName = z.infer<typeof settingNameSchema>;

export const DEFAULT_WORK_HOURS = '08:00-17:00';
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function supported(kind: 'timeZone' | 'currency'): Set<string> {
  // Intl knows the IANA zones and ISO 4217 codes of the running engine (Node and browsers alike).
  const values = Intl.supportedValuesOf(kind);
  return new Set(kind === 'timeZone' ? [...values, 'UTC'] : values);
}
let timeZones: Set<string> | undefined;
let currencies: Set<string> | undefined;

export function isTimeZone(value: string): boolean {
  timeZones ??= supported('timeZone');
  if (timeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/');
  } catch {
    return false;
  }
}

export function isCurrency(value: string): boolean {
  currencies ??= supported('currency');
  return currencies.has(value);
}

export function parseWorkHours(value: string): { start: string; end: string } | undefined {
  const [start, end, ...rest] = value.split('-');
  if (rest.length || !start || !end || !HH_MM.test(start) || !HH_MM.test(end) || start >= end) return undefined;
  return { start, end };
}

const integerIn = (min: number, max: number) => (value: string) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
const percent = (value: string) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100;

/** Per setting: does the value fit, and what to say when it does not. */
export const settingRules: Record<SettingName, { valid: (value: string) => boolean; message: string }> = {
  timezone: { valid: isTimeZone, message: 'must be an IANA time zone, e.g. Europe/Berlin' },
  language: { valid: (v) => /^[a-z]{2}(-[A-Z]{2})?$/.test(v), message: 'must be a language code, e.g. en' },
  currency: { valid: isCurrency, message: 'must be an ISO 4217 currency code, e.g. USD' },
  distribution_delay: { valid: integerIn(0, 1440), message: 'must be a whole number of minutes from 0 to 1440' },
  distribution_postpone: { valid: integerIn(0, 10080), message: 'must be a whole number of minutes from 0 to 10080' },
  away_count_limit: { valid: integerIn(0, 100), message: 'must be a whole number from 0 to 100' },
  forecast_negotiation_to_bill: { valid: percent, message: 'must be a percentage from 0 to 100' },
  forecast_bill_to_won: { valid: percent, message: 'must be a percentage from 0 to 100' },
  gift_shop_enabled: { valid: (v) => v === '0' || v === '1', message: 'must be 0 or 1' },
  work_hours: { valid: (v) => parseWorkHours(v) !== undefined, message: 'must be HH:mm-HH:mm with the start before the end' },
  // Minutes of answered-call talk time per working day; the calls board's kpi is measured against it.
  call_time_target: { valid: integerIn(1, 1440), message: 'must be a whole number of minutes from 1 to 1440' },
};

export const settingValueSchema = z.string().check(z.trim(), z.maxLength(100));

/** A value must fit the rule of its setting's name. */
const valueFitsName = z.superRefine((entry: { name: SettingName; value: string }, ctx) => {
  const rule = settingRules[entry.name];
  if (rule && !rule.valid(entry.value)) ctx.issues.push({ code: 'custom', path: ['value'], message: rule.message, input: entry.value });
});

export const settingEntrySchema = z.object({ name: settingNameSchema, value: settingValueSchema }).check(valueFitsName);
export type SettingEntry = z.infer<typeof settingEntrySchema>;

export const settingSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Setting'),
  id: z.uuid(),
  project: z.string(),
  name: settingNameSchema,
  value: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingCreateSchema = z
  .object({ project: z.string().check(z.minLength(1)), name: settingNameSchema, value: settingValueSchema })
  .check(valueFitsName);
export type SettingCreate = z.infer<typeof settingCreateSchema>;

export const settingPatchSchema = z.strictObject({ value: settingValueSchema });
export type SettingPatch = z.infer<typeof settingPatchSchema>;

/** Reads a setting from a project's list, or the fallback. */
export function settingValue(settings: readonly { name: string; value: string }[], name: SettingName, fallback = ''): string {
  return settings.find((s) => s.name === name)?.value ?? fallback;
}
