import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { bossDatabaseOf } from '../../lib/jobs/boss-database';
import { createJobQueue, type JobQueue } from '../../lib/jobs/job-queue';
import { createProjectAccess } from '../../access/project-access';
import { createDistribution, DISTRIBUTION_SWEEP_QUEUE, registerDistributionJobs } from './distribution.module';
import { leadRow, newLead, seedDistribution, seedTeam } from './engine-fixtures';
import { until as poll } from '../../../test/until';

const silent = { error: () => undefined, warn: () => undefined };

const until = (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => poll(check, timeoutMs, 100);

describe('distribution sweep job', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await jobs?.stop();
    await database.drop();
  });

  it('decides due leads when the sweep runs, and is scheduled every minute', async () => {
    const db = database.handle.db;
    const distribution = createDistribution({ db, access: createProjectAccess(db) });
    jobs = createJobQueue({
      database: bossDatabaseOf(database.handle),
      log: silent,
      workers: true,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
    });
    registerDistributionJobs(jobs, distribution.runner);
    await jobs.start();

    const team = await seedTeam(db, { people: { ann: {} } });
    await seedDistribution(db, team, [{ name: 'ann' }]);
    // Recorded without the after-commit kick: only the sweep can decide it.
    const { leadId } = await newLead(db, distribution.engine, team, new Date());
    expect((await leadRow(db, leadId!)).state).toBe('pending');

    await jobs.send(DISTRIBUTION_SWEEP_QUEUE, {});
    await until(async () => (await leadRow(db, leadId!)).writeBackState === 'done');
    expect(await leadRow(db, leadId!)).toMatchObject({ state: 'assigned', employeeId: team.employeeIds.ann });

    const schedules = await (await jobs.boss()).getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: DISTRIBUTION_SWEEP_QUEUE, cron: '* * * * *' }));
    await distribution.runner.stop();
  });
});
