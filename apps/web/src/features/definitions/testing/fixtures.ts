import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Definition, StageKind } from '@salespulse/contract/definitions';
import { projectId } from '@/test/fixtures/ids';

export function definitionFixture(
  provider: DataProvider,
  index: number,
  stage: string,
  kind: StageKind | null = null,
  label = stage,
): Definition {
  const id = `00000000-0000-4000-d000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/definitions/${id}`,
    '@type': 'Definition',
    id,
    project: `/api/projects/${projectId}`,
    dataProvider: provider['@id'],
    stage,
    label,
    kind,
    position: 0,
  };
}
