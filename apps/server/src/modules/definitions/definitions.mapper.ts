import { iri } from '@salespulse/contract/common';
import type { Definition } from '@salespulse/contract/definitions';
import type { DefinitionRow } from '../../db/schema/definitions';

export function toDefinition(row: DefinitionRow): Definition {
  return {
    '@id': iri('definitions', row.id),
    '@type': 'Definition',
    id: row.id,
    project: iri('projects', row.projectId),
    dataProvider: iri('data_providers', row.dataProviderId),
    stage: row.stage,
    label: row.label,
    kind: row.kind,
    position: row.position,
  };
}
