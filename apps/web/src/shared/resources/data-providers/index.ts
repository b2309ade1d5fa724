export { invalidateDataProviderList, storeDataProvider } from './cache';
export { dataProviderKeys } from './keys';
export { dataProviderListQueryOptions, useDataProviderList, useDataProvidersByName } from './queries';
export { getDataProviders, getEveryDataProvider } from './requests';
