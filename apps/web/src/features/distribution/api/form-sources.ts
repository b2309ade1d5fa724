import { useEveryEmployee } from '@/shared/resources/employees';
import { useFilterDataProviders, useFilterProducts, useFilterProperties } from '@/shared/analytics/api/get-filter-sources';
import type { CheckOption } from '@/shared/analytics/filters/check-list';
import { usePresets } from './distributions';

/**
 * What the distribution form picks from: the project's employees, presets, products, data
 * providers and properties. Lists the caller may not read come back empty, not as errors.
 */
export function useFormSources(projectId: string) {
  const employees = useEveryEmployee(projectId);
  const presets = usePresets(projectId);
  const products = useFilterProducts(projectId);
  const providers = useFilterDataProviders(projectId);
  const properties = useFilterProperties(projectId);
  const error = employees.error ?? presets.error ?? products.error ?? providers.error ?? properties.error;
  const loaded =
    employees.data &&
    presets.data &&
    products.isSuccess &&
    properties.isSuccess &&
    (providers.isSuccess || providers.fetchStatus === 'idle');
  if (!loaded) return { error, data: undefined };
  const productOptions: CheckOption[] = (products.data ?? []).map((p) => ({
    value: `/api/products/${p.id}`,
    label: p.name,
    hint: p.sku ?? undefined,
  }));
  const providerOptions: CheckOption[] = (providers.data ?? []).map((p) => ({ value: p['@id'], label: p.name }));
  return {
    error,
    data: {
      employees: employees.data.toSorted((a, b) => a.user.name.localeCompare(b.user.name)),
      presets: presets.data,
      products: productOptions,
      dataProviders: providerOptions,
      properties: properties.data ?? [],
    },
  };
}
