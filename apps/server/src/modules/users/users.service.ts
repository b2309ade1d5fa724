import type { HydraCollection } from '@salespulse/contract/common';
import type { ChangePasswordRequest, RegistrationRequest, User, UserListQuery, UserPatch } from '@salespulse/contract/users';
import { messages } from '@salespulse/contract/validation';
import { isUniqueViolation } from '../../lib/db-errors';
import { normalizeEmail } from '../../lib/email';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { toUser } from './users.mapper';
import type { UsersRepository } from './users.repository';

type Caller = { userId: string; sessionId: string };

/**
 * The sessions a password change ends, declared here rather than imported: modules/auth builds on
 * users, so users must not import it back (the app wires in the auth repository).
 */
export type UserSessions = { revokeUserSessions(userId: string, exceptFamilyId?: string): Promise<void> };

const emailTaken = () => unprocessable([{ propertyPath: 'email', message: messages.emailTaken }]);

export function createUsersService(deps: { users: UsersRepository; auth: UserSessions }) {
  async function ownRow(caller: Caller, id: string) {
    // Other people's accounts are not visible: the same 404 as for an unknown id.
    if (caller.userId !== id) throw notFound('User not found.');
    const row = await deps.users.findById(id);
    if (!row) throw notFound('User not found.');
    return row;
  }

  return {
    async register(input: RegistrationRequest): Promise<User> {
      const row = await deps.users.insert({
        name: input.name,
        email: normalizeEmail(input.email),
        passwordHash: await hashPassword(input.plainPassword),
      });
      if (!row) throw emailTaken();
      return toUser(row);
    },

    /** The caller's own account when it matches the filters: nobody else's is visible. */
    async list(caller: Caller, query: UserListQuery): Promise<HydraCollection<User>> {
      const row = await deps.users.findById(caller.userId);
      const contains = (value: string, part: string | undefined) => !part || value.toLowerCase().includes(part.toLowerCase());
      const matches = row !== undefined && contains(row.name, query.name) && contains(row.email, query.email);
      const members = matches && query.page === 1 ? [toUser(row)] : [];
      return hydraCollection('/api/users', members, matches ? 1 : 0);
    },

    async get(caller: Caller, id: string): Promise<User> {
      return toUser(await ownRow(caller, id));
    },

    async patch(caller: Caller, id: string, patch: UserPatch): Promise<User> {
      await ownRow(caller, id);
      const email = patch.email === undefined ? undefined : normalizeEmail(patch.email);
      if (email) {
        const holder = await deps.users.findByEmail(email);
        if (holder && holder.id !== id) throw emailTaken();
      }
      try {
        const row = await deps.users.update(id, { name: patch.name, email, notifyLeadEmail: patch.notifyLeadEmail });
        if (!row) throw notFound('User not found.');
        return toUser(row);
      } catch (error) {
        // Two accounts racing for one address: the unique index wins.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async changePassword(caller: Caller, id: string, input: ChangePasswordRequest): Promise<void> {
      const row = await ownRow(caller, id);
      if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
        throw unprocessable([{ propertyPath: 'oldPassword', message: 'current password is incorrect' }]);
      }
      await deps.users.update(id, { passwordHash: await hashPassword(input.newPassword) });
      // Other sessions end; the one that changed the password stays signed in.
      await deps.auth.revokeUserSessions(id, caller.sessionId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
