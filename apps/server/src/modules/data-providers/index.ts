export { createDataProvidersRepository } from './data-providers.repository';
