import type { HydraCollection } from '@salespulse/contract/common';
import { EMPLOYEE_PAGE_SIZE } from '@salespulse/contract/constants';
import type { Employee, EmployeeStatus } from '@salespulse/contract/employees';
import type { Role } from '@salespulse/contract/permissions';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';

/** The read of GET /projects/{id}/employees; array filters are written `key[]=…` on the wire. */
export type EmployeeListParams = {
  page?: number;
  itemsPerPage?: number;
  status?: readonly EmployeeStatus[];
  id?: readonly string[];
  user?: readonly string[];
  'user.name'?: readonly string[];
  role?: readonly Role[];
};

/** Spec section 7: the filters whose long lists are split, each into pieces of the page size. */
const CHUNKED = ['id', 'user', 'user.name'] as const;

function chunksOf(values: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < values.length; start += EMPLOYEE_PAGE_SIZE) chunks.push(values.slice(start, start + EMPLOYEE_PAGE_SIZE));
  return chunks;
}

/**
 * One set of params per request: every combination of the long lists' chunks, so each member is
 * asked for exactly as the one long request would have (filters of different keys all apply).
 */
function splitParams(params: EmployeeListParams): EmployeeListParams[] {
  let requests: EmployeeListParams[] = [params];
  for (const key of CHUNKED) {
    const values = params[key];
    if (!values || values.length <= EMPLOYEE_PAGE_SIZE) continue;
    const chunks = chunksOf(values);
    requests = requests.flatMap((request) => chunks.map((chunk): EmployeeListParams => ({ ...request, [key]: chunk })));
  }
  return requests;
}

function getPage(projectId: string, params: EmployeeListParams, signal?: AbortSignal) {
  const { page, itemsPerPage, ...filters } = params;
  return http.get<HydraCollection<Employee>>(`/projects/${projectId}/employees${toQueryString({ page, itemsPerPage, ...filters })}`, {
    signal,
  });
}

/**
 * Spec section 7: `id[]`, `user[]` or `user.name[]` lists longer than the page size (30) are split
 * into chunks sent in parallel; the answers are merged and their totals summed. A member two name
 * chunks both match (names are matched as substrings) is listed once and counted once.
 */
export async function getEmployeeList(
  projectId: string,
  params: EmployeeListParams,
  signal?: AbortSignal,
): Promise<HydraCollection<Employee>> {
  const requests = splitParams(params);
  if (requests.length === 1) return getPage(projectId, params, signal);
  const answers = await Promise.all(requests.map((request) => getPage(projectId, request, signal)));
  const seen = new Set<string>();
  const members: Employee[] = [];
  let duplicates = 0;
  for (const member of answers.flatMap((answer) => answer['hydra:member'])) {
    if (seen.has(member['@id'])) {
      duplicates += 1;
      continue;
    }
    seen.add(member['@id']);
    members.push(member);
  }
  const total = answers.reduce((sum, answer) => sum + answer['hydra:totalItems'], 0) - duplicates;
  return { ...answers[0]!, 'hydra:member': members, 'hydra:totalItems': total };
}
