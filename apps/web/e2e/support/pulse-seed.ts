import type { APIRequestContext } from '@playwright/test';
import { addMember, registerThroughApi, type Account } from './team-api';

/** Runs `work` over `items` with at most `limit` at a time (the server shares two cores). */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

/** Registers `names` and brings each into the project through a real invitation. */
export async function addTeam(request: APIRequestContext, ownerToken: string, projectId: string, names: readonly string[], prefix: string) {
  return inBatches(names, 6, async (name, index): Promise<Account & { token: string }> => {
    const member = await registerThroughApi(request, name, `${prefix}${index}`);
    await addMember(request, ownerToken, projectId, member);
    return member;
  });
}

/** An ISO instant `minutesAgo` before now (today's activity for a live board). */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
