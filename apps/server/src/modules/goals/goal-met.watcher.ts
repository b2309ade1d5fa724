import type { FastifyBaseLogger } from 'fastify';
import type { GoalProgress } from '@salespulse/contract/goals';
import type { LiveGoal } from '@salespulse/contract/live';
import type { NotificationHandler, Unlisten } from '../../db/pg-listener';
import type { GoalMetRepository } from './goal-met.repository';

const idOf = (iri: string | null) => (iri ? (iri.split('/').pop() ?? null) : null);

export type GoalMetWatcherDeps = {
  listen(channel: string, handler: NotificationHandler): Promise<Unlisten>;
  /** Every goal's progress in the project today (the progress service's compute). */
  progress(projectId: string): Promise<{ rows: GoalProgress[] }>;
  repo: GoalMetRepository;
  log: FastifyBaseLogger;
};

/**
 * Hears the project's activity (channel 'activity', the same notifications the live streams get)
 * and announces each goal whose target is reached in its current period: a `goal` event, once per
 * goal and period. A burst of batches costs one check at a time per project, plus one more after
 * it for what arrived meanwhile. Members' shares of a team goal are not announced (the team's is).
 */
export function createGoalMetWatcher({ listen, progress, repo, log }: GoalMetWatcherDeps) {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let unlisten: Unlisten | undefined;

  async function check(projectId: string): Promise<void> {
    const { rows } = await progress(projectId);
    for (const row of rows) {
      if (!row.met || row.shareOf !== null) continue;
      const goal: LiveGoal = {
        goalId: idOf(row.goal)!,
        metric: row.metric,
        scope: row.scope,
        employeeId: idOf(row.employee),
        teamId: idOf(row.team),
        target: row.target,
        fact: row.fact,
        from: row.from,
        to: row.to,
      };
      await repo.announce(projectId, goal);
    }
  }

  function schedule(projectId: string): Promise<void> {
    const current = running.get(projectId);
    if (current) {
      again.add(projectId);
      return current;
    }
    const run = check(projectId)
      .catch((error: unknown) => log.warn({ err: error, projectId }, 'goals: checking for goals met failed'))
      .finally(() => {
        running.delete(projectId);
        if (again.delete(projectId)) void schedule(projectId);
      });
    running.set(projectId, run);
    return run;
  }

  const onNotification: NotificationHandler = (payload) => {
    let parsed: { projectId?: unknown; goal?: unknown; lead?: unknown; gift?: unknown };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    // Our own announcements, leads and gift requests change no goal's figure.
    if (typeof parsed.projectId !== 'string' || parsed.goal !== undefined || parsed.lead !== undefined || parsed.gift !== undefined) return;
    void schedule(parsed.projectId);
  };

  return {
    async start(): Promise<void> {
      unlisten ??= await listen('activity', onNotification);
    },
    /** Checks one project now (what a notification schedules); resolves when the check is done. */
    check: schedule,
    async stop(): Promise<void> {
      await unlisten?.();
      unlisten = undefined;
      await Promise.all(running.values());
    },
  };
}

export type GoalMetWatcher = ReturnType<typeof createGoalMetWatcher>;
