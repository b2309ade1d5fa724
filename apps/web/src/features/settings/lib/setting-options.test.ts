import { describe, expect, it } from 'vitest';
import type { Messages } from '@/shared/i18n/catalogue';
import { LANGUAGES, languageOptions } from './setting-options';

const files = import.meta.glob<Messages>('../../../shared/i18n/locales/*/*.json', { eager: true, import: 'default' });

/** Every key path of a namespace's strings, `a.b.c`. */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** The strings of each locale folder: namespace by namespace, every key. */
function locales(): Map<string, Map<string, string[]>> {
  const byLanguage = new Map<string, Map<string, string[]>>();
  for (const [path, messages] of Object.entries(files)) {
    const [language, file] = path.split('/').slice(-2) as [string, string];
    const namespaces = byLanguage.get(language) ?? new Map<string, string[]>();
    namespaces.set(file.replace(/\.json$/, ''), keysOf(messages).sort());
    byLanguage.set(language, namespaces);
  }
  return byLanguage;
}

describe('the Language setting', () => {
  it('offers exactly the languages whose every string exists', () => {
    const all = locales();
    const english = all.get('en')!;
    const complete = [...all]
      .filter(([, namespaces]) =>
        [...english].every(([namespace, keys]) => JSON.stringify(namespaces.get(namespace)) === JSON.stringify(keys)),
      )
      .map(([language]) => language);
    expect([...LANGUAGES].sort()).toEqual(complete.sort());
  });

  it('keeps a stored language that is not offered selectable, so opening the form changes nothing', () => {
    expect(languageOptions('en').map((option) => option.value)).toEqual(['en']);
    expect(languageOptions('de').map((option) => option.value)).toEqual(['de', 'en']);
    expect(languageOptions('en')[0]!.label).toBe('English (en)');
  });
});
