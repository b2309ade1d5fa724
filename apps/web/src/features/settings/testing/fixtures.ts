import type { Setting } from '@salespulse/contract/settings';
import { projectId } from '@/test/fixtures/ids';
import { projectRecord } from '@/test/fixtures/project';

export function settingFixture(name: Setting['name'], value: string): Setting {
  return { '@id': `/api/settings/s-${name}`, '@type': 'Setting', id: `s-${name}`, project: `/api/projects/${projectId}`, name, value };
}

export function projectDataFixture(settings: Setting[], name = 'Acme Sales') {
  return {
    project: projectRecord(name),
    settings,
    properties: [],
  };
}
