export { createProjectAccess, type ProjectAccess } from './project-access';
