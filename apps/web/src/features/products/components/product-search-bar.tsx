import { useTranslation } from '@/shared/i18n/use-translation';
import { Checkbox } from '@/shared/ui/checkbox';
import { TextField } from '@/shared/ui/text-field';

type ProductSearchBarProps = {
  search: string;
  onSearch: (value: string) => void;
  includeMerged: boolean;
  onIncludeMerged: (value: boolean) => void;
};

export function ProductSearchBar({ search, onSearch, includeMerged, onIncludeMerged }: ProductSearchBarProps) {
  const { t } = useTranslation('products');
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
      <TextField
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        className="w-80 sm:w-full"
      />
      <Checkbox
        label={t('showMerged')}
        checked={includeMerged}
        onChange={(event) => onIncludeMerged(event.target.checked)}
        className="min-h-11"
      />
    </div>
  );
}
