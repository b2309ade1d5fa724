export { createPropertiesRepository } from './properties.repository';
