import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useSessionStore } from '@/shared/stores/session-store';
import { EmptyShelf } from '../components/empty-shelf';
import { GiftProductList } from '../components/gift-product-list';
import { RestoreGiftButton } from '../components/restore-gift-button';

// The route itself is guarded by gifts.edit (router.tsx): only editors get here.
export default function Archive() {
  const { t } = useTranslation('gift-catalogue');
  usePageTitle(useRouteTitle());
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col px-8 py-6 sm:px-3 sm:py-4">
      {projectId ? (
        <GiftProductList
          projectId={projectId}
          shelf="archive"
          title={t('archive.title')}
          summary={(count) => t('archive.summary', { count })}
          empty={<EmptyShelf title={t('archive.empty')} hint={t('archive.emptyHint')} />}
          rowActions={(gift) => <RestoreGiftButton projectId={projectId} gift={gift} />}
        />
      ) : null}
    </div>
  );
}
