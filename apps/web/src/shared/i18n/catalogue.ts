/** A namespace's strings: nested objects of strings, as in `locales/<language>/<namespace>.json`. */
export type Messages = { readonly [key: string]: string | Messages };

/** The language of the catalogue. Another language is another folder of the same JSON files. */
export const language = 'en';

// Every locales/en/<namespace>.json becomes a namespace, so features add strings by adding a file.
const files = import.meta.glob<Messages>('./locales/en/*.json', { eager: true, import: 'default' });

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** Strings of the current language by namespace. */
export const catalogue: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [namespaceOf(path), messages]),
);
