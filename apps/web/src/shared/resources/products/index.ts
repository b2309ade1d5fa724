export { invalidateProducts } from './cache';
export { productKeys } from './keys';
export { getEveryProduct } from './requests';
