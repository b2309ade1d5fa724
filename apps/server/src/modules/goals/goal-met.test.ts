import { and, eq } from 'drizzle-orm';
import { periodOf } from '@salespulse/contract/goals';
import type { LiveGoal } from '@salespulse/contract/live';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, createProject, createWebhookProvider, signUp } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import { until } from '../../../test/until';
import { postEvents } from '../../../test/webhook-client';
import { createProjectAccess } from '../../access/project-access';
import { goals } from '../../db/schema/goals';
import { settings } from '../../db/schema/settings';
import { localDate } from '../../lib/time/zoned-time';
import { createGoalMetRepository } from './goal-met.repository';
import { createGoalMetWatcher } from './goal-met.watcher';
import { createGoalProgressService } from './goal-progress.service';

const t = await createTestApp();
const owner = await signUp(t, 'Olivia Owner');
const project = await createProject(t, owner, 'Goals met', 'Europe/Berlin');
const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Caller');
const crm = await createWebhookProvider(t, owner, project);
const month = periodOf('month', localDate('Europe/Berlin', Date.now()));
const [goal] = await t.db
  .insert(goals)
  .values({
    projectId: project.id,
    metric: 'calls',
    scope: 'employee',
    employeeId: anna.employeeId,
    period: 'month',
    recurring: true,
    fromDay: month.from,
    target: 2,
  })
  .returning();

const [pointsGoal] = await t.db
  .insert(goals)
  .values({
    projectId: project.id,
    metric: 'points',
    scope: 'employee',
    employeeId: anna.employeeId,
    period: 'month',
    recurring: true,
    fromDay: month.from,
    target: 50,
  })
  .returning();

const service = createGoalProgressService({ db: t.db, access: createProjectAccess(t.db) });
const watcher = createGoalMetWatcher({
  listen: (channel, handler) => t.database.listen(channel, handler),
  progress: (projectId) => service.compute(projectId, undefined),
  repo: createGoalMetRepository(t.db),
  log: t.app.log,
});
const announced: LiveGoal[] = [];
await t.database.listen('activity', (payload) => {
  const { goal: met } = JSON.parse(payload) as { goal?: LiveGoal };
  if (met) announced.push(met);
});
await watcher.start();

let sequence = 0;
const callNow = () => ({
  type: 'call',
  externalId: `c${++sequence}`,
  ownerExternalId: 'u-anna',
  startedAt: new Date(Date.now() - 1000).toISOString(),
  durationSeconds: 30,
});
const send = async (events: Record<string, unknown>[]) => {
  const response = await postEvents(t.app, crm.id, crm.secret, { events });
  expect(response.statusCode, response.body).toBe(200);
};

describe('goals met on the live stream', () => {
  afterAll(async () => {
    await watcher.stop();
    await t.close();
  });

  it('announces a goal once when new activity reaches its target, not before, not again', async () => {
    await send([{ type: 'user', externalId: 'u-anna', name: 'Anna', email: anna.email }, callNow()]);
    await watcher.check(project.id);
    expect(announced).toEqual([]);

    await send([callNow()]);
    await until(() => announced.length > 0, 5000);
    expect(announced).toEqual([
      {
        goalId: goal!.id,
        metric: 'calls',
        scope: 'employee',
        employeeId: anna.employeeId,
        teamId: null,
        target: 2,
        fact: 2,
        from: month.from,
        to: month.to,
      },
    ]);

    await send([callNow()]);
    await watcher.check(project.id);
    await watcher.check(project.id);
    expect(announced).toHaveLength(1);
  });

  it('announces a points goal when points are awarded, with no other activity', async () => {
    // Points are a gift shop feature: on with it.
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
    const award = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/point_transactions',
        headers: owner.headers,
        payload: { employee: `/api/employees/${anna.employeeId}`, amount, comment: 'Demo day' },
      });
    expect((await award(30)).statusCode).toBe(201);
    await watcher.check(project.id);
    expect(announced.filter((met) => met.metric === 'points')).toEqual([]);

    expect((await award(20)).statusCode).toBe(201);
    await until(() => announced.some((met) => met.metric === 'points'), 5000);
    expect(announced.filter((met) => met.metric === 'points')).toEqual([
      expect.objectContaining({ goalId: pointsGoal!.id, metric: 'points', employeeId: anna.employeeId, target: 50, fact: 50 }),
    ]);
  });
});
