import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema/users';

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** Returns undefined when the e-mail is taken (the unique index decides, so races are safe). */
    async insert(values: { name: string; email: string; passwordHash: string }): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async update(
      id: string,
      values: Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'notifyLeadEmail'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
