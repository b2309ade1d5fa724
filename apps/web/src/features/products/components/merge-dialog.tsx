import type { Product } from '@salespulse/contract/catalogue';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useMergeProducts } from '../api/merge-products';
import { defaultMergeTarget } from '../lib/merge-target';

type MergeDialogProps = {
  projectId: string;
  products: Product[];
  providerNames: ReadonlyMap<string, string>;
  onClose: () => void;
  onMerged: () => void;
};

/** Confirms a merge and asks which product the others become. */
export function MergeDialog({ projectId, products, providerNames, onClose, onMerged }: MergeDialogProps) {
  const { t } = useTranslation('products');
  const common = useTranslation().t;
  const merge = useMergeProducts(projectId);
  const [targetId, setTargetId] = useState(() => defaultMergeTarget(products)?.id ?? '');
  const target = products.find((product) => product.id === targetId);

  const confirm = () => {
    if (!target) return;
    const sources = products.filter((product) => product.id !== target.id).map((product) => product['@id']);
    merge.mutate(
      { target: target['@id'], sources },
      {
        onSuccess: (kept) => {
          toast.success(t('merge.done', { name: kept.name }));
          onMerged();
        },
        onError: (error) => void toastError(errorMessage(error, t('errors.generic'))),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('merge.title', { count: products.length })}
      description={t('merge.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <Button status={merge.status} onClick={confirm} disabled={!target}>
            {t('merge.confirm')}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-txt">{t('merge.keep')}</legend>
        <div className="flex flex-col gap-2">
          {products.map((product) => (
            <label
              key={product.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-basic-border px-3 py-2 has-checked:border-accent has-checked:bg-accent-soft/40"
            >
              <input
                type="radio"
                name="merge-target"
                value={product.id}
                checked={product.id === targetId}
                onChange={() => setTargetId(product.id)}
                className="size-4 shrink-0 accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring"
              />
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-txt">{product.name}</span>
                <span className="block text-xs text-muted">
                  {[
                    providerNames.get(product.dataProvider) ?? t('product.unknownProvider'),
                    t('product.deals', { count: product.deals }),
                  ].join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Modal>
  );
}
