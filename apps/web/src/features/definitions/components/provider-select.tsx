import type { DataProvider } from '@salespulse/contract/data-providers';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';

type ProviderSelectProps = { providers: DataProvider[]; value: string; onChange: (id: string) => void };

export function ProviderSelect({ providers, value, onChange }: ProviderSelectProps) {
  const { t } = useTranslation('definitions');
  return (
    <SelectField label={t('provider')} value={value} onChange={(event) => onChange(event.target.value)} className="w-80 sm:w-full">
      {providers.map((provider) => (
        <option key={provider.id} value={provider.id}>
          {provider.name}
        </option>
      ))}
    </SelectField>
  );
}
