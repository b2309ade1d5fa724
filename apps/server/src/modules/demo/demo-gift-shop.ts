import type { Database } from '../../db/database';
import { giftProducts, giftRequests } from '../../db/schema/gifts';
import { pointTransactions } from '../../db/schema/points';
import { storeMediaObject } from '../media';
import { giftPicture } from './gift-pictures';

const demoGifts = [
  { name: 'Coffee voucher', description: 'A month of coffee at the place around the corner.', price: 30, picture: 'coffee' },
  { name: 'Company hoodie', description: 'Soft, warm, in your size.', price: 80, picture: 'hoodie' },
  { name: 'Wireless headphones', description: 'Noise cancelling, for focused calling days.', price: 250, picture: 'headphones' },
  { name: 'Extra day off', description: 'One more day of paid leave, to take when you like.', price: 400, picture: 'day-off' },
] as const;
/** Bianca has asked for a coffee voucher: the shop has one request waiting for a decision. */
const pendingRequest = { member: 2, gift: 0, comment: 'Oat milk, please!' };

export type DemoGift = typeof giftProducts.$inferSelect;

/** The shop's four gifts, their pictures stored as an upload in the gift dialog stores them (media objects of the project). */
export async function seedDemoGifts(tx: Database, projectId: string, owner: string): Promise<DemoGift[]> {
  const gifts: DemoGift[] = [];
  for (const { picture, ...gift } of demoGifts) {
    const image = await storeMediaObject(tx, { projectId, ...(await giftPicture(picture)), createdBy: owner });
    const [row] = await tx
      .insert(giftProducts)
      .values({ projectId, ...gift, imageId: image.id })
      .returning();
    gifts.push(row!);
  }
  return gifts;
}

type PendingRequestInput = {
  projectId: string;
  gifts: readonly DemoGift[];
  /** Employee ids and user ids, in the demo team's order. */
  staff: readonly string[];
  users: readonly string[];
  /** Each employee's points balance after the ledger's awards. */
  balances: ReadonlyMap<string, number>;
  now: number;
};

/** The request waiting for a decision, with the points it holds taken off the requester's balance. */
export async function seedPendingGiftRequest(tx: Database, { projectId, gifts, staff, users, balances, now }: PendingRequestInput) {
  const gift = gifts[pendingRequest.gift]!;
  const requester = staff[pendingRequest.member]!;
  const [request] = await tx
    .insert(giftRequests)
    .values({
      projectId,
      giftProductId: gift.id,
      employeeId: requester,
      giftName: gift.name,
      price: gift.price,
      comment: pendingRequest.comment,
      createdAt: new Date(now),
    })
    .returning({ id: giftRequests.id });
  await tx.insert(pointTransactions).values({
    projectId,
    employeeId: requester,
    amount: -gift.price,
    balanceAfter: balances.get(requester)! - gift.price,
    comment: `Gift request: ${gift.name}`,
    authorId: users[pendingRequest.member]!,
    giftRequestId: request!.id,
    createdAt: new Date(now),
  });
}
