export { createUsersRepository } from './users.repository';
