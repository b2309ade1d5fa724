import type { EmployeesRepository } from './employees.repository';

// The employees module's public interface: its service, and the membership rows an accepted
// invitation reads and writes (the app wires in the employees repository).
export { createEmployeesService, type EmployeesService } from './employees.service';

export type EmployeeMemberships = Pick<EmployeesRepository, 'findByUser' | 'insert' | 'update'>;
