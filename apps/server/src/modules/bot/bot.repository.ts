import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { botVerificationCodes } from '../../db/schema/bot';

export function createBotRepository(db: Database) {
  return {
    async replaceCode(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(botVerificationCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(botVerificationCodes.userId, userId), isNull(botVerificationCodes.usedAt)));
        await tx.insert(botVerificationCodes).values({ userId, codeHash, expiresAt });
      });
    },
    /** Spends a live code once; returns its user. */
    async consume(codeHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(botVerificationCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(botVerificationCodes.codeHash, codeHash),
            isNull(botVerificationCodes.usedAt),
            gt(botVerificationCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: botVerificationCodes.userId });
      return row?.userId;
    },
  };
}

export type BotRepository = ReturnType<typeof createBotRepository>;
