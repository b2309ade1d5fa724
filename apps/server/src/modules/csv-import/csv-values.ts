// Parsers for the cell formats exports actually contain. Each answers undefined for text it cannot
// read, and the mapper turns that into a row error.

const SEPARATORS_AND_SPACES = /[\s\u00a0\u202f']/g;
// A sign, then digits with separators, with a currency symbol or code on either side: "-$5", "99 EUR".
const AMOUNT = /^([-+]?)[\p{Sc}\p{L}]*([-+]?[\d.,]+)[\p{Sc}\p{L}]*$/u;
const DIGITS = /^\d+$/;

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) n++;
  return n;
}

/** Which of "," and "." marks decimals when the file does not say: see csvImportOptionsSchema. */
function guessDecimal(text: string): ',' | '.' {
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma !== -1 && dot !== -1) return comma > dot ? ',' : '.';
  if (comma === -1 && dot === -1) return '.';
  const separator = comma !== -1 ? ',' : '.';
  const other = separator === ',' ? '.' : ',';
  if (count(text, separator) > 1) return other;
  const at = text.indexOf(separator);
  const before = text.slice(0, at).replace(/^[-+]/, '');
  // "1.234" and "1,234" group thousands; "1234.567" and "0,500" cannot.
  const groupsThousands = text.length - at - 1 === 3 && before.length >= 1 && before.length <= 3 && before !== '0';
  return groupsThousands ? other : separator;
}

/** "1 234,50", "1.234,50", "1,234.50", "$1,234.50", "EUR 99" -> number. */
export function parseAmount(value: string, decimalSeparator?: ',' | '.'): number | undefined {
  const amount = AMOUNT.exec(value.replace(SEPARATORS_AND_SPACES, ''));
  if (!amount || (amount[1] && /^[-+]/.test(amount[2] ?? ''))) return undefined;
  const text = `${amount[1]}${amount[2]}`;
  const decimal = decimalSeparator ?? guessDecimal(text);
  const thousands = decimal === ',' ? '.' : ',';
  const [whole = '', fraction, ...rest] = text.split(decimal);
  if (rest.length > 0 || (fraction !== undefined && !DIGITS.test(fraction))) return undefined;
  const sign = whole.startsWith('-') ? -1 : 1;
  const groups = whole.replace(/^[-+]/, '').split(thousands);
  const [first = '', ...others] = groups;
  const grouped =
    others.length === 0
      ? DIGITS.test(first) || (first === '' && fraction !== undefined)
      : /^\d{1,3}$/.test(first) && others.every((g) => /^\d{3}$/.test(g));
  if (!grouped) return undefined;
  return sign * Number(`${groups.join('') || '0'}.${fraction ?? '0'}`);
}

const CLOCK = /^(?:(\d+):)?(\d+):(\d{2})$/;

/** Whole seconds from "95", "95.4", "1:35" (mm:ss) or "01:01:35" (hh:mm:ss). */
export function parseDuration(value: string): number | undefined {
  if (DIGITS.test(value)) return Number(value);
  if (/^\d+[.,]\d+$/.test(value)) return Math.round(Number(value.replace(',', '.')));
  const clock = CLOCK.exec(value);
  if (!clock) return undefined;
  const [, hours, minutes = '0', seconds = '0'] = clock;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return undefined;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0']);

export function parseBoolean(value: string): boolean | undefined {
  const word = value.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

const DIRECTIONS = new Map<string, 'inbound' | 'outbound'>([
  ['inbound', 'inbound'],
  ['incoming', 'inbound'],
  ['in', 'inbound'],
  ['outbound', 'outbound'],
  ['outgoing', 'outbound'],
  ['out', 'outbound'],
]);

export function parseDirection(value: string): 'inbound' | 'outbound' | undefined {
  return DIRECTIONS.get(value.toLowerCase());
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value);
}
