export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The spec's list-query rule: keys sorted, empty values dropped, arrays as `key[]=a&key[]=b`.
 * Sorting keeps equal filters on one URL, so caches and logs see one query.
 */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
