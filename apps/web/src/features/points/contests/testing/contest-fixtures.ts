import type { Employee } from '@salespulse/contract/employees';
import type { PointContest, PointContestStanding } from '@salespulse/contract/points';
import { projectId } from '@/test/fixtures/ids';

export const standing = (employee: Employee, value: number, place: number, points: number): PointContestStanding => ({
  employee: employee['@id'],
  value,
  place,
  points,
});

export function contestFixture(index: number, overrides: Partial<PointContest> = {}): PointContest {
  const id = `00000000-0000-4000-c000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/point_contests/${id}`,
    '@type': 'PointContest',
    id,
    project: `/api/projects/${projectId}`,
    name: `Contest ${index}`,
    metric: 'successCalls',
    startsOn: '2030-01-01',
    endsOn: '2030-01-07',
    prizes: [100, 60, 30],
    participants: [],
    status: 'running',
    standings: [],
    settledAt: null,
    createdAt: '2030-01-01T08:00:00Z',
    ...overrides,
  };
}
