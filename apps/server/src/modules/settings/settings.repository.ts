import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { settings, type SettingRow } from '../../db/schema/settings';

export function createSettingsRepository(db: Database) {
  return {
    async findById(id: string): Promise<SettingRow | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.id, id)).limit(1);
      return row;
    },
    /** Undefined when the project already has a setting of that name. */
    async insert(values: { projectId: string; name: string; value: string }): Promise<SettingRow | undefined> {
      const [row] = await db.insert(settings).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: string, value: string): Promise<SettingRow | undefined> {
      const [row] = await db.update(settings).set({ value, updatedAt: new Date() }).where(eq(settings.id, id)).returning();
      return row;
    },
    async remove(id: string): Promise<void> {
      await db.delete(settings).where(eq(settings.id, id));
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
