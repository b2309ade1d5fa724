import type {
  Distribution,
  DistributionEmployee,
  DistributionLog,
  DistributionPreset,
  DistributionSettings,
} from '@salespulse/contract/distribution';
import type { Employee } from '@salespulse/contract/employees';
import { fixtureId, projectId } from '@/test/fixtures/ids';

export function settingsFixture(overrides: Partial<DistributionSettings> = {}): DistributionSettings {
  return {
    '@id': `/api/projects/${projectId}/distribution_settings`,
    '@type': 'DistributionSettings',
    project: `/api/projects/${projectId}`,
    timezone: 'Europe/Berlin',
    distributionDelay: { value: 15, isDefault: false, setting: `/api/settings/${fixtureId('a000', 1)}` },
    distributionPostpone: { value: 1440, isDefault: true, setting: null },
    awayCountLimit: { value: 0, isDefault: true, setting: null },
    ...overrides,
  };
}

export function memberFixture(
  index: number,
  distribution: string,
  employee: Employee,
  overrides: Partial<DistributionEmployee> = {},
): DistributionEmployee {
  const id = fixtureId('7000', index);
  return {
    '@id': `/api/distribution_employees/${id}`,
    '@type': 'DistributionEmployee',
    id,
    distribution: `/api/distributions/${distribution}`,
    employee: employee['@id'],
    weight: 1,
    dailyCap: null,
    expected: 0,
    received: 0,
    today: 0,
    away: false,
    awaySince: null,
    consecutiveMisses: 0,
    ...overrides,
  };
}

export function distributionFixture(index: number, name: string, overrides: Partial<Distribution> = {}): Distribution {
  const id = fixtureId('6000', index);
  return {
    '@id': `/api/distributions/${id}`,
    '@type': 'Distribution',
    id,
    project: `/api/projects/${projectId}`,
    name,
    active: true,
    position: 0,
    products: [],
    dataProviders: [],
    propertyConditions: [],
    fallbackEmployee: null,
    employees: [],
    stats: { assignedToday: 0, waiting: 0, alerts: 0 },
    createdAt: '2030-01-01T10:00:00Z',
    updatedAt: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

export const distributionIdOf = (index: number) => fixtureId('6000', index);

export function presetFixture(index: number, name: string, employees: DistributionPreset['employees']): DistributionPreset {
  const id = fixtureId('5000', index);
  return {
    '@id': `/api/distribution_presets/${id}`,
    '@type': 'DistributionPreset',
    id,
    project: `/api/projects/${projectId}`,
    name,
    employees,
    createdAt: '2030-01-01T10:00:00Z',
    updatedAt: '2030-01-01T10:00:00Z',
  };
}

export function logFixture(index: number, overrides: Partial<DistributionLog> = {}): DistributionLog {
  const id = fixtureId('4000', index);
  return {
    '@id': `/api/distribution_logs/${id}`,
    '@type': 'DistributionLog',
    id,
    project: `/api/projects/${projectId}`,
    distribution: null,
    deal: null,
    decision: 'assigned',
    employee: null,
    previousEmployee: null,
    reason: { summary: 'largest deficit among 2 eligible employees', eligible: [], skipped: [] },
    at: '2030-01-02T09:30:00Z',
    ...overrides,
  };
}
