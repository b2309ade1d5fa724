import { SEARCH_INPUT_DEBOUNCE_MS } from '@salespulse/contract/constants';
import type { Product } from '@salespulse/contract/catalogue';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { useDataProvidersByName } from '@/shared/resources/data-providers';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { PageLoader } from '@/shared/ui/spinner';
import { EditProductDialog } from '../components/edit-product-dialog';
import { MergeDialog } from '../components/merge-dialog';
import { ProductList } from '../components/product-list';
import { ProductSearchBar } from '../components/product-search-bar';
import { ProductSourcesSection } from '../components/product-sources-section';
import { SelectionBar } from '../components/selection-bar';
import { useSelection } from '../lib/use-selection';

/** The search lives in the URL (a reload or a shared link keeps it), written once typing pauses. */
function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const [input, setInput] = useState(() => params.get('q') ?? '');
  const debounced = useDebouncedValue(input, SEARCH_INPUT_DEBOUNCE_MS);
  const includeMerged = params.get('merged') === '1';
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const search = params.get('q') ?? '';
  useEffect(() => {
    if (debounced.trim() !== search) set('q', debounced.trim() || null);
    // `set` is rebuilt every render; only a settled input should write the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return { input, setInput, search, includeMerged, setIncludeMerged: (value: boolean) => set('merged', value ? '1' : null) };
}

function ProductsContent({ projectId }: { projectId: string }) {
  const { input, setInput, search, includeMerged, setIncludeMerged } = useUrlSearch();
  const providers = useDataProvidersByName(projectId);
  const selection = useSelection();
  const [editing, setEditing] = useState<Product | null>(null);
  const [merging, setMerging] = useState(false);
  if (providers.error) throw providers.error;
  if (!providers.data) return <PageLoader />;
  const providerNames = new Map(providers.data.map((provider) => [provider['@id'], provider.name]));

  return (
    <>
      <ProductList
        projectId={projectId}
        toolbar={<ProductSearchBar search={input} onSearch={setInput} includeMerged={includeMerged} onIncludeMerged={setIncludeMerged} />}
        params={{ search, includeMerged }}
        providerNames={providerNames}
        isSelected={selection.has}
        onToggle={selection.toggle}
        onEdit={setEditing}
      />
      <SelectionBar count={selection.selected.length} onClear={selection.clear} onMerge={() => setMerging(true)} />
      <ProductSourcesSection projectId={projectId} providers={providers.data} />
      {editing ? <EditProductDialog projectId={projectId} product={editing} onClose={() => setEditing(null)} /> : null}
      {merging ? (
        <MergeDialog
          projectId={projectId}
          products={selection.selected}
          providerNames={providerNames}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setMerging(false);
            selection.clear();
          }}
        />
      ) : null}
    </>
  );
}

export default function Products() {
  const { t } = useTranslation('products');
  usePageTitle(useRouteTitle() ?? t('title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')}>
      {projectId ? <ProductsContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
