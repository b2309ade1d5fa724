import type { Property } from '@salespulse/contract/catalogue';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { InlineTextInput } from '@/shared/ui/inline-text-input';
import { PropertyOptions } from './property-options';

type PropertyRowProps = { property: Property; onRename: (name: string) => void; onDelete: () => void };

export function PropertyRow({ property, onRename, onDelete }: PropertyRowProps) {
  const { t } = useTranslation('mapping');
  return (
    <li className="flex items-start gap-6 px-6 py-3.5 sm:flex-col sm:items-stretch sm:gap-2 sm:px-4">
      <div className="w-72 shrink-0 sm:w-full">
        <InlineTextInput value={property.name} label={t('properties.nameOf', { key: property.key })} onSave={onRename} />
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 px-3.25 text-xs">
          <span className="font-mono break-all text-muted">
            <span className="sr-only">{t('properties.keyPrefix')} </span>
            {property.key}
          </span>
          <span className="rounded-full border border-basic-border bg-basic-subtle px-2 font-medium text-txt-secondary">
            <span className="sr-only">{t('properties.typeLabel')}: </span>
            {t(`properties.types.${property.valueType}`)}
          </span>
        </p>
      </div>
      <div className="min-w-0 flex-1 pt-2.5 sm:pt-0">
        <PropertyOptions options={property.options} />
      </div>
      <Button
        variant="ghost"
        aria-label={t('properties.deleteOf', { name: property.name })}
        onClick={onDelete}
        className="shrink-0 px-3 sm:self-end"
      >
        {t('properties.delete')}
      </Button>
    </li>
  );
}
