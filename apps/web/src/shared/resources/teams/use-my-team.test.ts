import type { Team } from '@salespulse/contract/teams';
import { describe, expect, it } from 'vitest';
import { teamOf } from './use-my-team';

const team = (name: string, members: string[]): Team => ({
  '@id': `/api/teams/${name}`,
  '@type': 'Team',
  id: '00000000-0000-4000-8000-000000000000',
  project: '/api/projects/p',
  name,
  lead: null,
  members,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

describe('teamOf', () => {
  const hunters = team('Hunters', ['/api/employees/a', '/api/employees/b']);
  const farmers = team('Farmers', ['/api/employees/c']);

  it('finds the team an employee is a current member of', () => {
    expect(teamOf([hunters, farmers], '/api/employees/c')).toBe(farmers);
  });

  it('is null for someone in no team (a lead who is not a member included)', () => {
    expect(teamOf([hunters, farmers], '/api/employees/z')).toBeNull();
  });
});
