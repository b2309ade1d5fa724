import type { Team, TeamMembership } from '@salespulse/contract/teams';
import { fixtureId, projectIri } from '@/test/fixtures/ids';

/** A live team of the test project (ids in the 7000 group). */
export function teamFixture(index: number, name: string, overrides: Partial<Team> = {}): Team {
  const id = fixtureId('7000', index);
  return {
    '@id': `/api/teams/${id}`,
    '@type': 'Team',
    id,
    project: projectIri,
    name,
    lead: null,
    members: [],
    createdAt: '2026-11-01T09:00:00Z',
    updatedAt: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

export function membershipFixture(team: Team, employee: string, from: string, to: string | null = null): TeamMembership {
  return { '@type': 'TeamMembership', team: team['@id'], employee, from, to };
}
