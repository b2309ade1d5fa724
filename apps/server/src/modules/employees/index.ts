import type { Database } from '../../db/database';
import { createEmployeesRepository } from './employees.repository';

// The employees module's public interface: its service, and the membership rows an accepted
// invitation reads and writes (the app wires in the employees repository).
export { createEmployeesService, type EmployeesService } from './employees.service';

export type EmployeeMemberships = Pick<ReturnType<typeof createEmployeesRepository>, 'findByUser' | 'insert' | 'update'>;

/** The membership reads and writes an accepted invitation makes. */
export function employeeMemberships(db: Database): EmployeeMemberships {
  return createEmployeesRepository(db);
}
