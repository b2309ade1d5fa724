import type { DataProvider } from '@salespulse/contract/data-providers';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { buttonClassName } from '@/shared/ui/button';
import { IconPlug } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { useDataProviders } from '../api/get-data-providers';
import { providerPaths } from '../lib/paths';
import { DeleteProviderDialog } from './delete-provider-dialog';
import { ProviderRow } from './provider-row';

function EmptyState() {
  const { t } = useTranslation('data-providers');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-basic-border-strong bg-basic-surface px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-text">
        <IconPlug className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-txt">{t('list.emptyTitle')}</h2>
      <p className="mt-1 max-w-md text-sm text-pretty text-txt-secondary">{t('list.emptyText')}</p>
      <Link to={providerPaths.create} className={`${buttonClassName()} mt-5`}>
        {t('list.add')}
      </Link>
    </div>
  );
}

export function ProviderList({ projectId }: { projectId: string }) {
  const { data, error } = useDataProviders(projectId);
  const [deleting, setDeleting] = useState<DataProvider | null>(null);
  if (error) throw error;
  if (!data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  const providers = data['hydra:member'];
  if (providers.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="divide-y divide-basic-border rounded-lg border border-basic-border bg-basic-surface shadow-card">
        {providers.map((provider) => (
          <ProviderRow key={provider.id} projectId={projectId} provider={provider} onDelete={setDeleting} />
        ))}
      </ul>
      <DeleteProviderDialog projectId={projectId} provider={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
