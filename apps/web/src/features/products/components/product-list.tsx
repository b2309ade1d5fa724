import type { Product } from '@salespulse/contract/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useProducts, type ProductListParams } from '../api/get-products';
import { ProductRow } from './product-row';

type ProductListProps = {
  projectId: string;
  /** The search and filters, above the list. */
  toolbar: ReactNode;
  params: ProductListParams;
  providerNames: ReadonlyMap<string, string>;
  isSelected: (id: string) => boolean;
  onToggle: (product: Product) => void;
  onEdit: (product: Product) => void;
};

function NoProducts() {
  const { t } = useTranslation('products');
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <h3 className="text-base font-semibold text-txt">{t('list.noneTitle')}</h3>
      <p className="mt-1 max-w-md text-sm text-pretty text-txt-secondary">{t('list.noneText')}</p>
      <Link to={paths.dataProviders} className={`${buttonClassName({ variant: 'secondary' })} mt-5`}>
        {t('list.connect')}
      </Link>
    </div>
  );
}

export function ProductList({ projectId, toolbar, params, providerNames, isSelected, onToggle, onEdit }: ProductListProps) {
  const { t } = useTranslation('products');
  const query = useProducts(projectId, params);
  if (query.error) throw query.error;
  const products = query.data?.pages.flatMap((page) => page['hydra:member']) ?? [];
  const total = query.data?.pages[0]?.['hydra:totalItems'] ?? 0;
  const search = params.search.trim();

  let body: ReactNode;
  if (!query.data) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  } else if (products.length === 0) {
    body = search ? <p className="px-6 py-10 text-center text-sm text-muted">{t('list.noMatch', { search })}</p> : <NoProducts />;
  } else {
    body = (
      <ul
        aria-busy={query.isFetching || undefined}
        className={`divide-y divide-basic-border ${query.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}`}
      >
        {products.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            providerName={providerNames.get(product.dataProvider) ?? t('product.unknownProvider')}
            selected={isSelected(product.id)}
            onToggle={() => onToggle(product)}
            onEdit={() => onEdit(product)}
          />
        ))}
      </ul>
    );
  }

  return (
    <SectionCard
      title={t('list.title')}
      description={query.data ? <span aria-live="polite">{t('list.total', { count: total })}</span> : undefined}
      className="overflow-hidden"
      flush
    >
      <div className="border-b border-basic-border px-6 py-4 sm:px-4">{toolbar}</div>
      {body}
      {query.hasNextPage ? (
        <div className="flex justify-center border-t border-basic-border px-4 py-3">
          <Button variant="secondary" status={query.isFetchingNextPage ? 'pending' : 'idle'} onClick={() => void query.fetchNextPage()}>
            {t('list.showMore')}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
