import * as z from 'zod/mini';
import { manyOf, pageQuery } from './common';
import { GIFT_HISTORY_PAGE_SIZE } from './constants';

// The gift shop: gifts priced in points, which employees request and admins hand out. A request
// takes its price from the requester's balance at once (so points cannot be spent twice); a
// declined or canceled request gives them back. See docs/decisions.md, "Gift shop".

export const GIFT_NAME_MAX = 100;
export const GIFT_DESCRIPTION_MAX = 1000;
export const GIFT_PRICE_MAX = 100_000;
export const GIFT_PRODUCT_PAGE_SIZE = 30;
export const GIFT_REQUEST_PAGE_SIZE = GIFT_HISTORY_PAGE_SIZE;
export const GIFT_REQUEST_COMMENT_MAX = 500;

export const giftRequestStatuses = ['pending', 'approved', 'canceled', 'declined'] as const;
export const giftRequestStatusSchema = z.enum(giftRequestStatuses);
export type GiftRequestStatus = z.infer<typeof giftRequestStatusSchema>;

const reference = z.string().check(z.minLength(1, 'required field'));
const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'required field'), z.maxLength(GIFT_NAME_MAX, `at most ${GIFT_NAME_MAX} characters`));
const description = z.string().check(z.trim(), z.maxLength(GIFT_DESCRIPTION_MAX, `at most ${GIFT_DESCRIPTION_MAX} characters`));
const price = z
  .number()
  .check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(GIFT_PRICE_MAX, `must be at most ${GIFT_PRICE_MAX}`));

export const giftProductSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('GiftProduct'),
  id: z.uuid(),
  project: z.string(),
  name: z.string(),
  description: z.string(),
  /** Points. */
  price: z.number().check(z.int()),
  /** Its picture (a media object), if any; `contentUrl` loads without a token. */
  image: z.nullable(z.object({ '@id': z.string(), contentUrl: z.string() })),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type GiftProduct = z.infer<typeof giftProductSchema>;

export const giftProductCreateSchema = z.strictObject({
  project: reference,
  name,
  description: z.optional(description),
  price,
  /** A media object IRI (`/api/media_objects/<id>`) uploaded to this project. */
  image: z.optional(z.nullable(reference)),
});
export type GiftProductCreate = z.infer<typeof giftProductCreateSchema>;

/** `archived: true` takes a gift off the shelf (its requests stay); `false` puts it back. */
export const giftProductPatchSchema = z.partial(
  z.strictObject({ name, description, price, image: z.nullable(reference), archived: z.boolean() }),
);
export type GiftProductPatch = z.infer<typeof giftProductPatchSchema>;

export const giftProductListQuerySchema = z.object({
  ...pageQuery(GIFT_PRODUCT_PAGE_SIZE),
  /** `true`: the archive (gifts.edit only); otherwise the gifts on offer. */
  archived: z.optional(z.enum(['true', 'false'])),
});
export type GiftProductListQuery = z.infer<typeof giftProductListQuerySchema>;

export const giftRequestSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('GiftRequest'),
  id: z.uuid(),
  project: z.string(),
  status: giftRequestStatusSchema,
  /** The gift as it was requested (name and price are kept even if the gift changes later). */
  giftProduct: z.object({ '@id': z.string(), name: z.string() }),
  price: z.number().check(z.int()),
  employee: z.object({ '@id': z.string(), name: z.string() }),
  comment: z.nullable(z.string()),
  /** Who approved, declined or canceled it, and when; null while pending. */
  decidedBy: z.nullable(z.object({ '@id': z.string(), name: z.string() })),
  decidedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type GiftRequest = z.infer<typeof giftRequestSchema>;

export const giftRequestCreateSchema = z.strictObject({
  project: reference,
  giftProduct: reference,
  comment: z.optional(z.string().check(z.trim(), z.maxLength(GIFT_REQUEST_COMMENT_MAX, `at most ${GIFT_REQUEST_COMMENT_MAX} characters`))),
});
export type GiftRequestCreate = z.infer<typeof giftRequestCreateSchema>;

/**
 * A pending request is approved or declined by an admin or owner (gifts.responsible), or canceled
 * by its requester (or by them). Nothing leaves approved, declined or canceled.
 */
export const giftRequestPatchSchema = z.strictObject({ status: z.enum(['approved', 'declined', 'canceled']) });
export type GiftRequestPatch = z.infer<typeof giftRequestPatchSchema>;

export const giftRequestListQuerySchema = z.object({
  ...pageQuery(GIFT_REQUEST_PAGE_SIZE),
  'status[]': manyOf(giftRequestStatusSchema),
  /** Employee IRIs or ids; without gifts.responsible a member sees only their own requests. */
  'employee[]': manyOf(z.string().check(z.minLength(1))),
});
export type GiftRequestListQuery = z.infer<typeof giftRequestListQuerySchema>;
