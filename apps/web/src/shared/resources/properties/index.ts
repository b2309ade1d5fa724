export { invalidateProperties } from './cache';
export { propertyKeys } from './keys';
export { useProviderProperties } from './queries';
export { getProviderProperties } from './requests';
