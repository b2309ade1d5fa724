import type { Distribution } from '@salespulse/contract/distribution';
import { Link } from 'react-router';
import { useFilterProducts } from '@/shared/analytics/api/get-filter-sources';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useRouteTitle } from '@/shared/lib/use-route-title';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { SectionCard } from '@/shared/ui/section-card';
import { PageLoader } from '@/shared/ui/spinner';
import { useDistributions } from '../api/distributions';
import { AreaActions } from '../components/area-actions';
import { SectionNav } from '../components/section-nav';
import { routeProducts } from '../lib/product-routing';

function DistributionLinks({ list, muted = false }: { list: readonly Distribution[]; muted?: boolean }) {
  const { t } = useTranslation('distribution');
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {list.map((d) => (
        <li key={d.id}>
          <Link
            to={paths.distributionEdit({ distributionId: d.id })}
            className={`text-sm hover:text-accent-text hover:underline ${muted ? 'text-txt-secondary' : 'font-medium text-txt'}`}
          >
            {d.name}
          </Link>
          {d.active ? null : <span className="ml-1 text-xs text-muted">({t('products.paused')})</span>}
        </li>
      ))}
    </ul>
  );
}

function ProductsContent({ projectId }: { projectId: string }) {
  const { t } = useTranslation('distribution');
  const distributions = useDistributions(projectId);
  const products = useFilterProducts(projectId);
  if (distributions.error) throw distributions.error;
  if (products.error) throw products.error;
  if (!distributions.data || !products.isSuccess) return <PageLoader />;
  const { rows, anyProduct } = routeProducts(products.data ?? [], distributions.data);

  return (
    <>
      {anyProduct.length ? (
        <SectionCard title={t('products.anyProductTitle')} description={t('products.anyProductText')}>
          <DistributionLinks list={anyProduct} />
        </SectionCard>
      ) : null}
      <SectionCard title={t('products.title')} description={t('products.firstWins')} flush>
        {rows.length === 0 ? (
          <p className="px-6 py-8 text-center text-sm text-muted">{t('products.noProducts')}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full border-collapse">
              <thead className="border-b border-basic-border">
                <tr>
                  <th scope="col" className="px-6 py-2.5 text-left text-xs font-medium text-muted sm:px-4">
                    {t('products.product')}
                  </th>
                  <th scope="col" className="px-6 py-2.5 text-left text-xs font-medium text-muted sm:px-4">
                    {t('products.distributions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-basic-border">
                {rows.map(({ product, named }) => (
                  <tr key={product.id}>
                    <th scope="row" className="px-6 py-3 text-left align-top text-sm font-medium text-txt sm:px-4">
                      {product.name}
                      {product.sku ? <span className="block text-xs font-normal text-muted">{product.sku}</span> : null}
                    </th>
                    <td className="px-6 py-3 align-top sm:px-4">
                      {named.length ? (
                        <DistributionLinks list={named} />
                      ) : anyProduct.length ? (
                        <DistributionLinks list={anyProduct} muted />
                      ) : (
                        <span className="text-sm text-muted">{t('products.notDistributed')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionCard>
    </>
  );
}

export default function DistributionProducts() {
  const { t } = useTranslation('distribution');
  usePageTitle(useRouteTitle() ?? t('products.title'));
  const projectId = useSessionStore((state) => state.projectId);
  return (
    <PageFrame title={t('title')} subtitle={t('products.subtitle')} actions={<AreaActions />} nav={<SectionNav />}>
      {projectId ? <ProductsContent projectId={projectId} /> : null}
    </PageFrame>
  );
}
