import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Property } from '@salespulse/contract/catalogue';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { propertyKeys, useProviderProperties } from '@/shared/resources/properties';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useDeleteProperty } from '../api/delete-property';
import { useRenameProperty } from '../api/rename-property';
import { DeclarePropertyDialog } from './declare-property-dialog';
import { PropertyRow } from './property-row';

export function PropertiesSection({ projectId, provider }: { projectId: string; provider: DataProvider }) {
  const { t } = useTranslation('mapping');
  const query = useProviderProperties(projectId, provider.id);
  const rename = useRenameProperty(projectId, provider.id);
  const remove = useDeleteProperty(projectId);
  const saving = useIsMutating({ mutationKey: [...propertyKeys.ofProvider(projectId, provider.id), 'rename'] }) > 0;
  const [deleting, setDeleting] = useState<Property | null>(null);
  const [declaring, setDeclaring] = useState(false);
  if (query.error) throw query.error;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success(t('properties.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (error) => void toastError(errorMessage(error, t('errors.generic'))),
    });
  };
  const count = query.data ? t('properties.total', { count: query.data.total }) : undefined;
  const description = query.data?.total ? `${count} · ${saving ? t('properties.saving') : t('properties.saved')}` : count;

  return (
    <SectionCard
      title={provider.name}
      description={<span aria-live="polite">{description}</span>}
      actions={
        <Button variant="secondary" onClick={() => setDeclaring(true)} className="sm:w-full">
          {t('properties.declare')}
        </Button>
      }
      className="overflow-hidden"
      flush
    >
      <p className="border-b border-basic-border px-6 py-3 text-sm text-txt-secondary sm:px-4">{t('properties.hint')}</p>
      {!query.data ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : query.data.properties.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-muted">{t('properties.none')}</p>
      ) : (
        <ul className="divide-y divide-basic-border">
          {query.data.properties.map((property) => (
            <PropertyRow
              key={property.id}
              property={property}
              onRename={(name) => rename.mutate({ id: property.id, name })}
              onDelete={() => {
                remove.reset();
                setDeleting(property);
              }}
            />
          ))}
        </ul>
      )}
      {declaring ? <DeclarePropertyDialog projectId={projectId} provider={provider} onClose={() => setDeclaring(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('properties.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('properties.deleteText')}
        confirmLabel={t('properties.delete')}
        status={remove.status}
        onConfirm={confirmDelete}
      />
    </SectionCard>
  );
}
