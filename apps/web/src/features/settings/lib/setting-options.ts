export type Option = { value: string; label: string };

/**
 * The languages offered: those whose every string exists (a folder of shared/i18n/locales with
 * every namespace and key of English; setting-options.test.ts checks both ways). Listing a language
 * without its strings promised a setting that changed nothing.
 */
export const LANGUAGES = ['en'];

function displayNames(type: 'language' | 'currency'): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames(['en'], { type });
  } catch {
    return undefined;
  }
}

// DisplayNames throws on a malformed code; a stored oddity must not break the page.
function safeName(names: Intl.DisplayNames | undefined, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A stored value missing from the list stays selectable, so opening the form never changes it. */
function withCurrent(options: Option[], current: string, label: (value: string) => string = (value) => value): Option[] {
  return current && !options.some((option) => option.value === current) ? [{ value: current, label: label(current) }, ...options] : options;
}

export function timeZoneOptions(current: string): Option[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return withCurrent(
    zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    current,
  );
}

export function currencyOptions(current: string): Option[] {
  const names = displayNames('currency');
  const label = (code: string) => `${code} — ${safeName(names, code)}`;
  return withCurrent(
    Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: label(code) })),
    current,
    label,
  );
}

export function languageOptions(current: string): Option[] {
  const names = displayNames('language');
  const label = (code: string) => `${safeName(names, code)} (${code})`;
  return withCurrent(
    LANGUAGES.map((code) => ({ value: code, label: label(code) })),
    current,
    label,
  );
}
