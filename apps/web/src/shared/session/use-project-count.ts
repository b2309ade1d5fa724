import type { ProjectList } from '@salespulse/contract/projects';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/shared/stores/auth-store';
import { projectListQueryOptions } from './get-projects';

const countOnly = projectListQueryOptions({ itemsPerPage: 1 });

function toTotal({ total }: ProjectList): number {
  return total;
}

/**
 * How many projects the user belongs to; undefined while unknown, which callers treat as "not
 * exactly one" (sidebar) or "a single project" (error 402).
 */
export function useProjectCount(): number | undefined {
  const signedIn = useAuthStore((state) => state.token !== null);
  return useQuery({ ...countOnly, enabled: signedIn, select: toTotal }).data;
}
