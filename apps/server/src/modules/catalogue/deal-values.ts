import { propertyKeyOfField } from '@salespulse/contract/catalogue';

// How ingestion reads products and properties off deals, in JavaScript, before the deals are
// written (so a deal is written once, with its product). The same values must come out as
// PostgreSQL reads them from the stored deals (`properties ->> key`, `btrim`), because analytics
// filters and the re-derivation after a product source change work on the stored data.

type DealValues = { product?: string | null; properties?: Record<string, string | number | null> };

/** The whitespace `btrim(value, E' \t\r\n')` removes in the re-derivation SQL. */
export const TRIMMED = ' \t\r\n';
const trimPattern = /^[ \t\r\n]+|[ \t\r\n]+$/g;

/**
 * A JSON number as PostgreSQL prints it back from jsonb: plain decimal notation, never an exponent
 * (JavaScript writes 1e21 and 1e-7 with one).
 */
export function numericText(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A property value as `properties ->> key` returns it; null for no value. */
export function valueText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? numericText(value) : value;
}

/** The deal's product key under the provider's product field; null when the deal names none. */
export function productKeyOf(field: string, deal: DealValues): string | null {
  const propertyKey = propertyKeyOfField(field);
  const raw = propertyKey === null ? (deal.product ?? null) : valueText(deal.properties?.[propertyKey]);
  const key = raw?.replace(trimPattern, '') ?? '';
  return key === '' ? null : key;
}

/** 0 integer, 1 decimal, 2 text: a property's type is the widest of its values. */
export type ValueRank = 0 | 1 | 2;
const integerText = /^-?(0|[1-9]\d*)$/;
const decimalText = /^-?(0|[1-9]\d*)\.\d+$/;

export function rankOf(value: string | number): ValueRank {
  const text = typeof value === 'number' ? numericText(value) : value;
  if (integerText.test(text)) return 0;
  if (decimalText.test(text) || typeof value === 'number') return 1;
  return 2;
}

export type ObservedProperty = { key: string; rank: ValueRank; values: string[] };

/** Every custom field key of the deals with its distinct non-empty values and their widest rank. */
export function observeProperties(deals: DealValues[]): ObservedProperty[] {
  const byKey = new Map<string, { rank: ValueRank; values: Set<string> }>();
  for (const deal of deals) {
    for (const [key, value] of Object.entries(deal.properties ?? {})) {
      const text = valueText(value);
      if (text === null || text.replace(trimPattern, '') === '') continue;
      const seen = byKey.get(key) ?? { rank: 0, values: new Set<string>() };
      seen.rank = Math.max(seen.rank, rankOf(value as string | number)) as ValueRank;
      seen.values.add(text);
      byKey.set(key, seen);
    }
  }
  return [...byKey].map(([key, { rank, values }]) => ({ key, rank, values: [...values] }));
}
