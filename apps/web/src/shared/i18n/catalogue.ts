/** A namespace's strings: nested objects of strings, as in `locales/<language>/<namespace>.json`. */
export type Messages = { readonly [key: string]: string | Messages };

/** The language of the catalogue. Another language is another folder of the same JSON files. */
export const language = 'en';

// Every locales/en/<namespace>.json becomes a namespace, so features add strings by adding a file.
// The sign-in screens need only `common` and `auth`, which ship with the first page; the other
// namespaces load with the signed-in part of the app (see loadCatalogue), keeping the login page
// inside its JavaScript budget however many features are added.
const firstPage = import.meta.glob<Messages>(['./locales/en/common.json', './locales/en/auth.json'], { eager: true, import: 'default' });

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** Strings of the current language by namespace. */
export const catalogue: Record<string, Messages> = Object.fromEntries(
  Object.entries(firstPage).map(([path, messages]) => [namespaceOf(path), messages]),
);

let loading: Promise<void> | undefined;

/** Loads every other namespace once; routes past the sign-in screens wait for it in their loader. */
export function loadCatalogue(): Promise<void> {
  // One import of one module: the list of namespaces is not in the first page's code either, so a
  // new feature's strings cost the login page nothing.
  loading ??= import('./signed-in-strings').then(({ signedInStrings }) => {
    for (const [path, messages] of Object.entries(signedInStrings)) catalogue[namespaceOf(path)] = messages;
  });
  return loading;
}
