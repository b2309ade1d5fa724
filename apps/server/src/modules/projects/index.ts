// The projects module's public interface: its service, and a setting as the API answers it.
export { createProjectsService, type ProjectsService } from './projects.service';
export { toSetting } from './projects.mapper';
