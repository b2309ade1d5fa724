import type { Setting } from '@salespulse/contract/settings';
import { projectId } from '@/test/fixtures/ids';


export function settingFixture(name: Setting['name'], value: string): Setting {
  return { '@id': `/api/settings/s-${name}`, '@type': 'Setting', id: `s-${name}`, project: `/api/projects/${projectId}`, name, value };
}

export function projectDataFixture(settings: Setting[], name = 'Acme Sales') {
  return {
    project: { '@id': `/api/projects/${projectId}`, '@type': 'Project', id: projectId, name, settings: [], role: 'OWNER', createdAt: '' },
    settings,
    properties: [],
  };
}
