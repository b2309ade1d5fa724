import type { UsersRepository } from './users.repository';

// The users module's public interface: its service, and the account reads and writes that
// sign-in, password reset (modules/auth) and invitations make (the app wires in the users repository).
export { createUsersService, type UsersService } from './users.service';

export type UserAccounts = Pick<UsersRepository, 'findById' | 'findByEmail' | 'update'>;
