export { invalidateDataProviderList, storeDataProvider } from './cache';
export { dataProviderKeys } from './keys';
export { dataProviderListQueryOptions, useDataProviders, useDataProvidersByName } from './queries';
export { getDataProviders, getEveryDataProvider } from './requests';
