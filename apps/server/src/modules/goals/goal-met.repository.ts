import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { LiveGoal } from '@salespulse/contract/live';
import type { Database } from '../../db/database';
import { notifyActivity } from '../../db/activity-notify';
import { goals } from '../../db/schema/goals';

export function createGoalMetRepository(db: Database) {
  return {
    /**
     * Marks the goal met for the period starting `from` and announces it on the live stream, in one
     * transaction; false when it was already marked (by this node earlier, or by another node
     * hearing the same activity), so each goal and period is announced once.
     */
    async announce(projectId: string, goal: LiveGoal): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(goals)
          .set({ metPeriod: goal.from })
          .where(
            and(eq(goals.id, goal.goalId), eq(goals.projectId, projectId), or(isNull(goals.metPeriod), lt(goals.metPeriod, goal.from))),
          )
          .returning({ id: goals.id });
        if (marked.length === 0) return false;
        await notifyActivity(tx, projectId, { goal });
        return true;
      });
    },
  };
}

export type GoalMetRepository = ReturnType<typeof createGoalMetRepository>;
