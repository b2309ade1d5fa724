import type { HydraCollection, Violation } from '@salespulse/contract/common';
import type { Team, TeamCreate, TeamListQuery, TeamMembership, TeamMembershipListQuery, TeamPatch } from '@salespulse/contract/teams';
import type { ProjectAccess } from '../../access/project-access';
import type { Database } from '../../db/database';
import type { TeamRow } from '../../db/schema/teams';
import type { Caller } from '../../lib/caller';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { withUniqueName } from '../../lib/unique-name';
import { toTeam, toTeamMembership } from './teams.mapper';
import { createTeamsRepository, type TeamsRepository } from './teams.repository';

const teamNotFound = () => notFound('Team not found.');
const NAME_KEY = 'teams_project_name_key';
const NOT_AN_EMPLOYEE = 'must be an employee of this project';

/**
 * Teams and their membership history. A change of members takes effect from today, the project's
 * local day: a member who leaves ends their stretch yesterday, one who joins starts one today
 * (moving out of the team they were in), and a stretch begun today is replaced, not kept.
 */
export function createTeamsService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createTeamsRepository(deps.db);

  /** Lead and members as employee ids of the project (each checked; a stranger is a 422 naming it). */
  async function people(projectId: string, input: { lead?: string | null; members?: string[] }) {
    const violations: Violation[] = [];
    const parse = (value: string, path: string) => {
      try {
        return parseRef(value, 'employees', path);
      } catch {
        violations.push({ propertyPath: path, message: NOT_AN_EMPLOYEE });
        return null;
      }
    };
    const lead = input.lead ? parse(input.lead, 'lead') : input.lead === null ? null : undefined;
    const members = input.members?.map((value, index) => parse(value, `members[${index}]`));
    const named = [...(lead ? [lead] : []), ...(members ?? []).filter((id): id is string => id !== null)];
    const known = await repo.employeesAmong(projectId, [...new Set(named)]);
    if (lead && !known.has(lead)) violations.push({ propertyPath: 'lead', message: NOT_AN_EMPLOYEE });
    members?.forEach((id, index) => {
      if (id && !known.has(id)) violations.push({ propertyPath: `members[${index}]`, message: NOT_AN_EMPLOYEE });
    });
    if (violations.length) throw unprocessable(violations);
    return { lead, members: members ? [...new Set(members as string[])] : undefined };
  }

  /** Makes `wanted` the team's members from today, moving each newcomer out of their current team. */
  async function setMembers(scoped: TeamsRepository, team: TeamRow, wanted: readonly string[], today: string): Promise<void> {
    const current = await scoped.currentStretchesOfTeam(team.id);
    const keep = new Set(wanted);
    for (const stretch of current) if (!keep.has(stretch.employeeId)) await scoped.close(stretch, today);
    const already = new Set(current.map((s) => s.employeeId));
    const joining = wanted.filter((id) => !already.has(id));
    const elsewhere = await scoped.currentStretches(joining);
    for (const employeeId of joining) {
      const stretch = elsewhere.get(employeeId);
      if (stretch) await scoped.close(stretch, today);
      await scoped.open(team.projectId, team.id, employeeId, today);
    }
  }

  /** A write in the project's team lock: names and memberships are read and written without a race. */
  async function write<T>(projectId: string, run: (scoped: TeamsRepository, today: string) => Promise<T>): Promise<T> {
    try {
      return await withUniqueName(NAME_KEY, () =>
        deps.db.transaction(async (tx) => {
          const scoped = createTeamsRepository(tx);
          await scoped.lockProject(projectId);
          return run(scoped, await scoped.today(projectId));
        }),
      );
    } catch (error) {
      // Only a write that bypassed the lock (another tool on the database) can get here.
      if (isUniqueViolation(error, 'team_memberships_current_key'))
        throw conflict('An employee changed teams at the same time; try again.');
      throw error;
    }
  }

  async function liveTeam(id: string): Promise<TeamRow> {
    const team = await repo.findById(id);
    if (!team || team.archivedAt) throw teamNotFound();
    return team;
  }

  return {
    async list(caller: Caller, projectId: string, query: TeamListQuery): Promise<HydraCollection<Team>> {
      await deps.access.require(caller, projectId, 'project.access');
      const { rows, total } = await repo.list(projectId, { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage });
      return hydraCollection(`/api/projects/${projectId}/teams`, rows.map(toTeam), total);
    },

    async get(caller: Caller, id: string): Promise<Team> {
      const team = await liveTeam(id);
      await deps.access.require(caller, team.projectId, 'project.access');
      return toTeam(await repo.withMembers(team));
    },

    async create(caller: Caller, input: TeamCreate): Promise<Team> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await deps.access.require(caller, projectId, 'project.settings');
      const { lead, members } = await people(projectId, input);
      const row = await write(projectId, async (scoped, today) => {
        const team = await scoped.insert({ projectId, name: input.name, leadEmployeeId: lead ?? null });
        if (members?.length) await setMembers(scoped, team, members, today);
        return scoped.withMembers(team);
      });
      return toTeam(row);
    },

    /** Merge-patch: name, lead, and members (the whole current set, from today). */
    async patch(caller: Caller, id: string, patch: TeamPatch): Promise<Team> {
      const team = await liveTeam(id);
      await deps.access.require(caller, team.projectId, 'project.settings');
      const { lead, members } = await people(team.projectId, patch);
      const row = await write(team.projectId, async (scoped, today) => {
        const fresh = await scoped.findById(team.id);
        if (!fresh || fresh.archivedAt) throw teamNotFound();
        const changes = {
          ...(patch.name === undefined ? {} : { name: patch.name }),
          ...(lead === undefined ? {} : { leadEmployeeId: lead }),
        };
        const updated = Object.keys(changes).length || members ? await scoped.update(team.id, changes) : fresh;
        if (members) await setMembers(scoped, updated, members, today);
        return scoped.withMembers(updated);
      });
      return toTeam(row);
    },

    /** Archives the team: its members leave it from today, its history and goals' past stay. */
    async remove(caller: Caller, id: string): Promise<void> {
      const team = await liveTeam(id);
      await deps.access.require(caller, team.projectId, 'project.settings');
      await write(team.projectId, async (scoped, today) => {
        for (const stretch of await scoped.currentStretchesOfTeam(team.id)) await scoped.close(stretch, today);
        await scoped.update(team.id, { archivedAt: new Date() });
      });
    },

    async memberships(caller: Caller, id: string, query: TeamMembershipListQuery): Promise<HydraCollection<TeamMembership>> {
      const team = await liveTeam(id);
      await deps.access.require(caller, team.projectId, 'project.access');
      const { rows, total } = await repo.memberships(team.id, query.date, {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/teams/${team.id}/memberships`, rows.map(toTeamMembership), total);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
