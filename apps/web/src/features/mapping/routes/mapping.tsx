import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useDataProviderList } from '@/shared/resources/data-providers';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { PageLoader } from '@/shared/ui/spinner';
import { SelectField } from '@/shared/ui/select-field';
import { NoProviders } from '../components/no-providers';
import { PropertiesSection } from '../components/properties-section';
import { ProviderUsersSection } from '../components/provider-users-section';

const tabClass =
  'flex min-h-10 items-center justify-center rounded-sm text-sm font-semibold text-txt-secondary transition-colors ' +
  'hover:text-txt focus-visible:outline-2 focus-visible:outline-accent-ring ' +
  'data-[state=active]:bg-basic-surface data-[state=active]:text-txt data-[state=active]:shadow-card';

function MappingContent({ projectId }: { projectId: string }) {
  const { t } = useTranslation('mapping');
  // The chosen provider and the filter live in the URL, so a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const providers = useDataProviderList(projectId);
  const employees = useEveryEmployee(projectId);
  if (providers.error) throw providers.error;
  if (employees.error) throw employees.error;
  if (!providers.data || !employees.data) return <PageLoader />;
  if (providers.data.length === 0) return <NoProviders />;

  const provider = providers.data.find((candidate) => candidate.id === params.get('provider')) ?? providers.data[0]!;
  const unmappedOnly = params.get('unmapped') === '1';
  const tab = params.get('tab') === 'properties' ? 'properties' : 'users';
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
        <SelectField
          label={t('provider')}
          value={provider.id}
          onChange={(event) => update({ provider: event.target.value })}
          className="w-80 sm:w-full"
        >
          {providers.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => update({ tab: value === 'properties' ? value : null })}
        className="flex flex-col gap-4"
      >
        <Tabs.List aria-label={t('tabs.label')} className="grid w-80 grid-cols-2 gap-1 rounded-md bg-basic-subtle p-1 sm:w-full">
          <Tabs.Trigger value="users" className={tabClass}>
            {t('tabs.users')}
          </Tabs.Trigger>
          <Tabs.Trigger value="properties" className={tabClass}>
            {t('tabs.properties')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          <ProviderUsersSection
            projectId={projectId}
            provider={provider}
            employees={employees.data}
            unmappedOnly={unmappedOnly}
            onUnmappedOnly={(value) => update({ unmapped: value ? '1' : null })}
          />
        </Tabs.Content>
        <Tabs.Content value="properties">
          <PropertiesSection key={provider.id} projectId={projectId} provider={provider} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export default function Mapping() {
  const { t } = useTranslation('mapping');
  usePageTitle(useRouteTitle() ?? t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')}>
      {projectId ? <MappingContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
