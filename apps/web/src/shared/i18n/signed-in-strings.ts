import type { Messages } from './catalogue';

/**
 * Every namespace past the sign-in screens, in one chunk that loadCatalogue fetches with the
 * signed-in routes: one request for all of them, and nothing of them in the login page's code.
 */
export const signedInStrings = import.meta.glob<Messages>(['./locales/en/*.json', '!./locales/en/common.json', '!./locales/en/auth.json'], {
  eager: true,
  import: 'default',
});
