import type { Definition, DefinitionPatch } from '@salespulse/contract/definitions';
import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useDefinitions, definitionKeys } from '../api/get-definitions';
import { useUpdateDefinition } from '../api/update-definition';
import { StageCards, StageTable } from './stage-list';

type StagesSectionProps = { projectId: string; dataProviderId: string; empty: ReactNode };

export function StagesSection({ projectId, dataProviderId, empty }: StagesSectionProps) {
  const { t } = useTranslation('definitions');
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const { data: definitions, error } = useDefinitions(projectId, dataProviderId);
  const update = useUpdateDefinition(projectId, dataProviderId);
  const saving = useIsMutating({ mutationKey: definitionKeys.all(projectId) }) > 0;
  if (error) throw error;

  const onChange = (definition: Definition, patch: DefinitionPatch) => update.mutate({ id: definition.id, patch });
  const count = definitions ? t('stages.count', { count: definitions.length }) : undefined;
  const description = definitions?.length ? `${count} · ${saving ? t('stages.saving') : t('stages.saved')}` : count;

  return (
    <SectionCard title={t('stages.title')} description={<span aria-live="polite">{description}</span>} className="overflow-hidden" flush>
      {!definitions ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : definitions.length === 0 ? (
        <div className="px-6 py-10 text-center text-sm text-muted sm:px-4">{empty}</div>
      ) : small ? (
        <StageCards definitions={definitions} onChange={onChange} />
      ) : (
        <StageTable definitions={definitions} onChange={onChange} />
      )}
    </SectionCard>
  );
}
