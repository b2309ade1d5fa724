import type { Database } from '../../db/database';
import { createUsersRepository } from './users.repository';

// The users module's public interface: its service, and the account reads and writes that
// sign-in, password reset (modules/auth) and invitations make (the app wires in the users repository).
export { createUsersService, type UsersService, type UserSessions } from './users.service';

export type UserAccounts = Pick<ReturnType<typeof createUsersRepository>, 'findById' | 'findByEmail' | 'update'>;

/** The account reads and writes other modules may make, on the app's database or inside their transaction. */
export function userAccounts(db: Database): UserAccounts {
  return createUsersRepository(db);
}
