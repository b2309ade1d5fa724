export type ProjectListParams = { itemsPerPage: number; page?: number; name?: string };

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  data: (projectId: string) => [...projectKeys.all, projectId, 'data'] as const,
  /** Every copy of a project's point balances lives under this key, so saving a transaction refreshes them all. */
  pointBalances: (projectId: string) => [...projectKeys.all, projectId, 'point-balances'] as const,
  /** The points history: a transaction saved, or a gift requested, declined or canceled, refreshes it. */
  pointTransactions: (projectId: string) => [...projectKeys.all, projectId, 'point-transactions'] as const,
};

/** Spec section 7: project data and the project list stay fresh for five minutes. */
export const PROJECT_STALE_MS = 5 * 60_000;
