import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Employee } from '@salespulse/contract/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useProviderUsers } from '../api/get-provider-users';
import { ProviderUserRow } from './provider-user-row';

type ProviderUsersSectionProps = {
  projectId: string;
  provider: DataProvider;
  employees: Employee[];
  unmappedOnly: boolean;
  onUnmappedOnly: (value: boolean) => void;
};

export function ProviderUsersSection({ projectId, provider, employees, unmappedOnly, onUnmappedOnly }: ProviderUsersSectionProps) {
  const { t } = useTranslation('mapping');
  const query = useProviderUsers(projectId, { dataProviderId: provider.id, unmappedOnly });
  if (query.error) throw query.error;
  const users = query.data?.pages.flatMap((page) => page['hydra:member']) ?? [];
  const total = query.data?.pages[0]?.['hydra:totalItems'] ?? 0;

  return (
    <SectionCard
      title={provider.name}
      description={query.data ? t(unmappedOnly ? 'users.totalUnmapped' : 'users.total', { count: total }) : undefined}
      actions={
        <Checkbox
          label={t('users.unmappedOnly')}
          checked={unmappedOnly}
          onChange={(event) => onUnmappedOnly(event.target.checked)}
          className="min-h-11"
        />
      }
      className="overflow-hidden"
      flush
    >
      {!query.data ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : users.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-muted">{t(unmappedOnly ? 'users.allMapped' : 'users.none')}</p>
      ) : (
        <ul className="divide-y divide-basic-border">
          {users.map((user) => (
            <ProviderUserRow key={user.id} projectId={projectId} user={user} employees={employees} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center border-t border-basic-border px-4 py-3">
          <Button variant="secondary" status={query.isFetchingNextPage ? 'pending' : 'idle'} onClick={() => void query.fetchNextPage()}>
            {t('users.showMore')}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
