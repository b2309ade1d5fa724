import { iri } from '@salespulse/contract/common';
import type { Team, TeamMembership } from '@salespulse/contract/teams';
import type { TeamMembershipRow } from '../../db/schema/teams';
import type { TeamWithMembers } from './teams.repository';

export function toTeam(row: TeamWithMembers): Team {
  return {
    '@id': iri('teams', row.id),
    '@type': 'Team',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name,
    lead: row.leadEmployeeId ? iri('employees', row.leadEmployeeId) : null,
    members: row.members.map((id) => iri('employees', id)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTeamMembership(row: TeamMembershipRow): TeamMembership {
  return {
    '@type': 'TeamMembership',
    team: iri('teams', row.teamId),
    employee: iri('employees', row.employeeId),
    from: row.fromDay,
    to: row.toDay,
  };
}
