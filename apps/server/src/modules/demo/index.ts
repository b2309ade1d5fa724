export { createDemoConnector } from './demo-connector';
