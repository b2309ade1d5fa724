import type { GiftProduct } from '@salespulse/contract/gifts';
import { hasPermission } from '@salespulse/contract/permissions';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { ArchiveGiftDialog } from '../components/archive-gift-dialog';
import { EmptyShelf } from '../components/empty-shelf';
import { GiftProductDialog } from '../components/gift-product-dialog';
import { GiftProductList } from '../components/gift-product-list';

/** The dialog open: a new gift (null) or an existing one; undefined while none is. */
type Editing = GiftProduct | null | undefined;

function CatalogueScreen({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation('gift-catalogue');
  const [editing, setEditing] = useState<Editing>(undefined);
  const [archiving, setArchiving] = useState<GiftProduct | null>(null);
  const addButton = <Button onClick={() => setEditing(null)}>{t('catalogue.add')}</Button>;

  return (
    <>
      <GiftProductList
        projectId={projectId}
        shelf="offer"
        title={t('catalogue.title')}
        summary={(count) => t('catalogue.summary', { count })}
        actions={canEdit ? addButton : undefined}
        empty={<EmptyShelf title={t('catalogue.empty')} hint={canEdit ? t('catalogue.emptyHint') : undefined} />}
        rowActions={
          canEdit
            ? (gift) => (
                <>
                  <Button
                    variant="ghost"
                    aria-label={t('catalogue.editOf', { name: gift.name })}
                    onClick={() => setEditing(gift)}
                    className="px-3"
                  >
                    {t('catalogue.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('catalogue.archiveOf', { name: gift.name })}
                    onClick={() => setArchiving(gift)}
                    className="px-3"
                  >
                    {t('catalogue.archive')}
                  </Button>
                </>
              )
            : undefined
        }
      />
      {editing !== undefined ? <GiftProductDialog projectId={projectId} gift={editing} onClose={() => setEditing(undefined)} /> : null}
      {archiving ? <ArchiveGiftDialog projectId={projectId} gift={archiving} onClose={() => setArchiving(null)} /> : null}
    </>
  );
}

export default function Catalogue() {
  usePageTitle(useRouteTitle());
  const projectId = useSessionStore((state) => state.projectId);
  const canEdit = hasPermission(
    useSessionStore((state) => state.role),
    'gifts.edit',
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col px-8 py-6 sm:px-3 sm:py-4">
      {projectId ? <CatalogueScreen projectId={projectId} canEdit={canEdit} /> : null}
    </div>
  );
}
