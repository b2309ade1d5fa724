/** Project settings by name (spec section 3), e.g. `{ gift_shop_enabled: '1' }`. */
export type ProjectSettings = Readonly<Record<string, string>>;

/**
 * The project-data query (GET /projects/{id}) is not built yet, so settings are unknown and
 * setting-gated screens stay hidden. That issue replaces this body with the real query.
 */
export function useProjectSettings(): ProjectSettings | undefined {
  return undefined;
}
