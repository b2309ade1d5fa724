import { iri } from '@salespulse/contract/common';
import type { Role } from '@salespulse/contract/permissions';
import type { Project } from '@salespulse/contract/projects';
import type { Setting } from '@salespulse/contract/settings';
import type { SettingRow } from '../../db/schema/settings';
import type { ProjectRow } from '../../db/schema/projects';

export function toSetting(row: SettingRow): Setting {
  return {
    '@id': iri('settings', row.id),
    '@type': 'Setting',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name as Setting['name'],
    value: row.value,
  };
}

export function toProject(row: ProjectRow, role: Role, settings: SettingRow[]): Project {
  return {
    '@id': iri('projects', row.id),
    '@type': 'Project',
    id: row.id,
    name: row.name,
    settings: settings.map((s) => ({ name: s.name, value: s.value })),
    role,
    createdAt: row.createdAt.toISOString(),
    billing: { billed: row.accessUntil !== null, accessUntil: row.accessUntil?.toISOString() ?? null },
  };
}
