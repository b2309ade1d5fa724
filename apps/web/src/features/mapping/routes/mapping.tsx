import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageLoader } from '@/shared/ui/spinner';
import { SelectField } from '@/shared/ui/select-field';
import { useMappingEmployees, useMappingProviders } from '../api/get-mapping-sources';
import { NoProviders } from '../components/no-providers';
import { ProviderUsersSection } from '../components/provider-users-section';

function MappingContent({ projectId }: { projectId: string }) {
  const { t } = useTranslation('mapping');
  // The chosen provider and the filter live in the URL, so a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const providers = useMappingProviders(projectId);
  const employees = useMappingEmployees(projectId);
  if (providers.error) throw providers.error;
  if (employees.error) throw employees.error;
  if (!providers.data || !employees.data) return <PageLoader />;
  if (providers.data.length === 0) return <NoProviders />;

  const provider = providers.data.find((candidate) => candidate.id === params.get('provider')) ?? providers.data[0]!;
  const unmappedOnly = params.get('unmapped') === '1';
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      {providers.data.length > 1 ? (
        <SelectField label={t('provider')} value={provider.id} onChange={(event) => update({ provider: event.target.value })} className="w-80 sm:w-full">
          {providers.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <ProviderUsersSection
        projectId={projectId}
        provider={provider}
        employees={employees.data}
        unmappedOnly={unmappedOnly}
        onUnmappedOnly={(value) => update({ unmapped: value ? '1' : null })}
      />
    </>
  );
}

export default function Mapping() {
  const { t } = useTranslation('mapping');
  usePageTitle(useRouteTitle() ?? t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col px-8 py-8 sm:px-3 sm:py-5">
      <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-txt-secondary">{t('subtitle')}</p>
      <div className="mt-6 flex flex-col gap-6">{projectId ? <MappingContent projectId={projectId} /> : null}</div>
    </section>
  );
}
