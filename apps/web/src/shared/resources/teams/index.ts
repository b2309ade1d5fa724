export { invalidateTeams } from './cache';
export { TEAMS_STALE_MS, teamKeys } from './keys';
export { teamsQueryOptions, useTeams } from './queries';
export { getTeams } from './requests';
export { teamOf, useMyTeam } from './use-my-team';
