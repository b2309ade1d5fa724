import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/errors';
import { settings } from '../../db/schema/settings';

/**
 * Points and gifts exist only while the project's gift shop is on (spec sections 6 and 7). Checked
 * after the caller's membership, so outsiders still learn nothing (404).
 */
export async function requireGiftShop(db: Database, projectId: string): Promise<void> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.projectId, projectId), eq(settings.name, 'gift_shop_enabled')))
    .limit(1);
  if (row?.value !== '1') throw forbidden('The gift shop is not enabled in this project.');
}
