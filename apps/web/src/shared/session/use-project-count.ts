/**
 * How many projects the user belongs to. The projects API is not built yet, so the count is
 * unknown and callers treat it as "not exactly one" (sidebar) or "a single project" (error 402).
 * The select-project issue replaces this body with a query on the project list total.
 */
export function useProjectCount(): number | undefined {
  return undefined;
}
