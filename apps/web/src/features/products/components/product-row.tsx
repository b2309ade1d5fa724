import type { Product } from '@salespulse/contract/catalogue';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { canMerge } from '../lib/merge-target';

type ProductRowProps = { product: Product; providerName: string; selected: boolean; onToggle: () => void; onEdit: () => void };

export function ProductRow({ product, providerName, selected, onToggle, onEdit }: ProductRowProps) {
  const { t } = useTranslation('products');
  const mergeable = canMerge(product);
  return (
    <li className={`flex items-center gap-3 py-2.5 pr-4 pl-2 sm:pr-2 ${selected ? 'bg-accent-soft/40' : 'hover:bg-basic-subtle/50'}`}>
      {/* The whole cell is the hit area, so the box is easy to reach on a phone. */}
      <label className="grid size-11 shrink-0 cursor-pointer place-items-center has-disabled:cursor-not-allowed">
        <input
          type="checkbox"
          aria-label={t('product.select', { name: product.name })}
          checked={selected}
          disabled={!mergeable}
          onChange={onToggle}
          className="size-4.5 cursor-pointer accent-accent disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring"
        />
      </label>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 font-medium break-words text-txt">{product.name}</span>
          {product.sku ? (
            <span className="rounded-sm border border-basic-border bg-basic-subtle px-1.5 font-mono text-xs text-txt-secondary">
              {t('product.sku', { sku: product.sku })}
            </span>
          ) : null}
          {mergeable ? null : (
            <span title={t('product.mergedHint')} className="rounded-full border border-basic-border px-2 text-xs font-medium text-muted">
              {t('product.merged')}
            </span>
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
          <span>{providerName}</span>
          {product.externalKey === product.name ? null : (
            <span className="font-mono break-all">
              <span className="sr-only">{t('product.key')} </span>
              {product.externalKey}
            </span>
          )}
          <span>{t('product.deals', { count: product.deals })}</span>
        </p>
      </div>
      <Button variant="ghost" aria-label={t('product.editOf', { name: product.name })} onClick={onEdit} className="shrink-0 px-3">
        {t('product.edit')}
      </Button>
    </li>
  );
}
