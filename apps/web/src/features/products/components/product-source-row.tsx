import {
  PRODUCT_FIELD_DEFAULT,
  PRODUCT_FIELD_PROPERTY_PREFIX,
  propertyKeyOfField,
  type ProductSource,
} from '@salespulse/contract/catalogue';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { useProviderProperties } from '@/shared/resources/properties';
import { SelectField } from '@/shared/ui/select-field';
import { Spinner } from '@/shared/ui/spinner';
import { useSaveProductSource } from '../api/save-product-source';

type ProductSourceRowProps = { projectId: string; provider: DataProvider; source: ProductSource | undefined };

/**
 * Saves on change, like the other settings lists. The select shows the field being saved, and the
 * stored one again when the server refuses.
 */
export function ProductSourceRow({ projectId, provider, source }: ProductSourceRowProps) {
  const { t } = useTranslation('products');
  const properties = useProviderProperties(projectId, provider.id);
  const save = useSaveProductSource(projectId);
  const stored = source?.field ?? PRODUCT_FIELD_DEFAULT;
  const shown = save.isPending ? save.variables.field : stored;
  // A source may name a key no deal has carried yet: it stays choosable.
  const keys = new Map((properties.data?.properties ?? []).map((property) => [property.key, property.name]));
  const storedKey = propertyKeyOfField(stored);
  if (storedKey !== null && !keys.has(storedKey)) keys.set(storedKey, storedKey);

  const choose = (field: string) =>
    save.mutate({ provider, current: source, field }, { onError: (error) => void toastError(errorMessage(error, t('errors.generic'))) });

  return (
    <li
      className="flex items-center gap-6 px-6 py-3.5 sm:flex-col sm:items-stretch sm:gap-2 sm:px-4"
      aria-busy={save.isPending || undefined}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-txt">{provider.name}</p>
        <p className="text-xs text-muted" aria-live="polite">
          {save.isPending ? (
            <span className="inline-flex items-center gap-1.5">
              <Spinner className="size-3.5" />
              {t('sources.saving')}
            </span>
          ) : save.isSuccess ? (
            t('sources.saved')
          ) : null}
        </p>
      </div>
      <SelectField
        label={t('sources.fieldOf', { name: provider.name })}
        hideLabel
        value={shown}
        onChange={(event) => choose(event.target.value)}
        className="w-80 shrink-0 sm:w-full"
      >
        <option value={PRODUCT_FIELD_DEFAULT}>{t('sources.default')}</option>
        {[...keys].map(([key, name]) => (
          <option key={key} value={`${PRODUCT_FIELD_PROPERTY_PREFIX}${key}`}>
            {name === key ? t('sources.property', { name }) : t('sources.propertyWithKey', { name, key })}
          </option>
        ))}
      </SelectField>
    </li>
  );
}
