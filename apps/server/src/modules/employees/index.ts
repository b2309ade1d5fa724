export { createEmployeesRepository } from './employees.repository';
