export { invalidateProducts } from './cache';
export { productKeys, type ProductSearch } from './keys';
export { getEveryProduct } from './requests';
