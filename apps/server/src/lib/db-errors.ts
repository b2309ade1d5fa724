/** PostgreSQL's error code, whether the driver error arrives bare or wrapped by Drizzle. */
function codeOf(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL's query_canceled: a statement_timeout ran out, or a request's budget cancelled it
 * (db/statement-budget.ts). Nothing was wrong with the input: the server was too slow for it.
 */
export function isStatementCancelled(error: unknown): boolean {
  return codeOf(error)?.code === '57014';
}

/**
 * PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle;
 * with `constraint`, only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = codeOf(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}
