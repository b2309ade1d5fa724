import { catalogue, language, type Messages } from './catalogue';

/** `{{name}}` values of a string; `count` also picks the plural form, `ns` reads another namespace. */
export type TranslationValues = {
  readonly [name: string]: string | number | undefined;
  readonly count?: number;
  readonly ns?: string;
};

export type TranslateFn = (key: string, values?: TranslationValues) => string;

const pluralRules = new Intl.PluralRules(language);
const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const warned = new Set<string>();

function lookup(messages: Messages | undefined, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function warnMissing(id: string): void {
  if (!import.meta.env.DEV || warned.has(id)) return;
  warned.add(id);
  console.warn(`i18n: missing "${id}" (${language})`);
}

/**
 * The string at the dotted `key` of namespace `ns` (or of `values.ns`, or of an `ns:key` prefix naming a
 * namespace), with `{{name}}` replaced by `values.name`. With a numeric `count`, `key_one` / `key_other`
 * (by Intl.PluralRules) win over `key`. A missing string shows as its key. Values are not escaped: React does it.
 */
export function translate(ns: string, key: string, values: TranslationValues = {}): string {
  const separator = key.indexOf(':');
  const prefixed = separator > 0 && Object.hasOwn(catalogue, key.slice(0, separator));
  const namespace = prefixed ? key.slice(0, separator) : (values.ns ?? ns);
  const path = prefixed ? key.slice(separator + 1) : key;
  const messages = catalogue[namespace];
  const { count } = values;
  const template =
    (typeof count === 'number' ? lookup(messages, `${path}_${pluralRules.select(count)}`) : undefined) ?? lookup(messages, path);
  if (template === undefined) {
    warnMissing(`${namespace}:${path}`);
    return path;
  }
  // A value that was not passed leaves its placeholder visible, so the omission shows.
  return template.replace(placeholder, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}
