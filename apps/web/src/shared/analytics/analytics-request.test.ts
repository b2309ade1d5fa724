import { describe, expect, it } from 'vitest';
import { callsRequest, managersRequest } from './analytics-request';
import { filterDefaults } from './filter-defaults';
import { defaultFilters } from './filter-state';

const filters = defaultFilters(filterDefaults('managers', '2026-03-18'));

describe('analytics request bodies', () => {
  it('send the chosen teams as team IRIs on every board', () => {
    const chosen = { ...filters, teams: ['t1', 't2'] };
    expect(managersRequest('p1', chosen).teams).toEqual(['/api/teams/t1', '/api/teams/t2']);
    expect(callsRequest('p1', chosen).teams).toEqual(['/api/teams/t1', '/api/teams/t2']);
  });

  it('leave the teams out when none is chosen', () => {
    expect(managersRequest('p1', filters)).not.toHaveProperty('teams', expect.anything());
    expect(callsRequest('p1', filters).teams).toBeUndefined();
  });
});
