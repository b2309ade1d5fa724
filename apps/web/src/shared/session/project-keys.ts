export type ProjectListParams = { itemsPerPage: number; page?: number; name?: string };

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  data: (projectId: string) => [...projectKeys.all, projectId, 'data'] as const,
};

/** Spec section 7: project data and the project list stay fresh for five minutes. */
export const PROJECT_STALE_MS = 5 * 60_000;
