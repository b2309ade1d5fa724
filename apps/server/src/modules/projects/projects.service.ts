import { DEFAULT_CURRENCY } from '@salespulse/contract/constants';
import type { ProjectCreate, ProjectData, ProjectList, ProjectListQuery, ProjectPatch, Project } from '@salespulse/contract/projects';
import { DEFAULT_WORK_HOURS, type SettingEntry, type SettingName } from '@salespulse/contract/settings';
import type { Caller } from '../../lib/caller';
import { toProperty, type ProjectProperties } from '../catalogue';
import { forbidden } from '../../lib/errors';
import { projectNotFound, whileUnpaid, type ProjectAccess } from '../../access/project-access';
import { toProject, toSetting } from './projects.mapper';
import type { ProjectsRepository, Trial } from './projects.repository';

const defaults: Record<Extract<SettingName, 'currency' | 'timezone' | 'work_hours' | 'gift_shop_enabled' | 'language'>, string> = {
  currency: DEFAULT_CURRENCY,
  timezone: 'UTC',
  work_hours: DEFAULT_WORK_HOURS,
  gift_shop_enabled: '0',
  language: 'en',
};

/** The creator's settings win; the product defaults fill the rest. */
function initialSettings(given: SettingEntry[] = []): SettingEntry[] {
  const byName = new Map<string, SettingEntry>(Object.entries(defaults).map(([name, value]) => [name, { name, value } as SettingEntry]));
  for (const entry of given) byName.set(entry.name, entry);
  return [...byName.values()];
}

type Deps = {
  projects: ProjectsRepository;
  properties: ProjectProperties;
  access: ProjectAccess;
  trial: Trial | null;
};

export function createProjectsService(deps: Deps) {
  async function loadProject(projectId: string, role: Project['role']): Promise<Project> {
    const row = await deps.projects.findById(projectId);
    if (!row) throw projectNotFound();
    return toProject(row, role, await deps.projects.settingsOf([projectId]));
  }

  return {
    async list(caller: Caller, query: ProjectListQuery): Promise<ProjectList> {
      const { rows, total } = await deps.projects.listForUser(caller.userId, {
        name: query.name || undefined,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      const settings = await deps.projects.settingsOf(rows.map((r) => r.project.id));
      return {
        projects: rows.map((r) =>
          toProject(
            r.project,
            r.role,
            settings.filter((s) => s.projectId === r.project.id),
          ),
        ),
        total,
      };
    },

    async create(caller: Caller, input: ProjectCreate): Promise<Project> {
      const row = await deps.projects.create({
        name: input.name,
        createdBy: caller.userId,
        settings: initialSettings(input.settings),
        trial: deps.trial,
      });
      return loadProject(row.id, 'OWNER');
    },

    async get(caller: Caller, projectId: string): Promise<Project> {
      const member = await deps.access.require(caller, projectId, 'project.access', whileUnpaid);
      return loadProject(projectId, member.role);
    },

    /** Spec section 7: the project's settings and properties, read by every screen in one query. */
    async data(caller: Caller, projectId: string): Promise<ProjectData> {
      const member = await deps.access.require(caller, projectId, 'project.access', whileUnpaid);
      const row = await deps.projects.findById(projectId);
      if (!row) throw projectNotFound();
      const settings = await deps.projects.settingsOf([projectId]);
      const properties = await deps.properties.allOf(projectId);
      return { project: toProject(row, member.role, settings), settings: settings.map(toSetting), properties: properties.map(toProperty) };
    },

    async patch(caller: Caller, projectId: string, patch: ProjectPatch): Promise<Project> {
      const member = await deps.access.require(caller, projectId, 'project.settings', whileUnpaid);
      if (patch.name !== undefined) await deps.projects.rename(projectId, patch.name);
      return loadProject(projectId, member.role);
    },

    async remove(caller: Caller, projectId: string): Promise<void> {
      const member = await deps.access.require(caller, projectId, 'project.access', whileUnpaid);
      if (member.role !== 'OWNER') throw forbidden('Only an owner can delete the project.');
      await deps.projects.softDelete(projectId);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
