import type { Database } from '../../db/database';
import { forbidden } from '../../lib/errors';
import { createPointsRepository } from './points.repository';

/**
 * Points and gifts exist only while the project's gift shop is on (spec sections 6 and 7). Checked
 * after the caller's membership, so outsiders still learn nothing (404).
 */
export async function requireGiftShop(db: Database, projectId: string): Promise<void> {
  if ((await createPointsRepository(db).giftShopSetting(projectId)) !== '1')
    throw forbidden('The gift shop is not enabled in this project.');
}
