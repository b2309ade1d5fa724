import { giftProductCreateSchema, type GiftProduct } from '@salespulse/contract/gifts';
import { MEDIA_MAX_BYTES, uploadContentTypes } from '@salespulse/contract/media';
import * as z from 'zod/mini';

const { name, description, price } = giftProductCreateSchema.shape;

/** The price field is empty (null) until something is typed; once it is not, the contract's rules apply. */
const requiredPrice = z.pipe(
  z.pipe(
    z.nullable(z.number()).check(z.refine((value) => value !== null, 'required field')),
    z.transform((value) => value ?? 0),
  ),
  price,
);

/**
 * The gift's picture in the form: the one it has (`stored`), a file chosen but not uploaded yet
 * (`chosen`, shown from a blob URL), or none.
 */
export type GiftPictureValue = { kind: 'stored'; iri: string; url: string } | { kind: 'chosen'; file: File; url: string } | null;

// The contract's own field rules (trimmed name 1..100, description up to 1000, price 1..100000).
export const giftFormSchema = z.object({ name, description, price: requiredPrice, picture: z.custom<GiftPictureValue>() });
export type GiftFormValues = z.input<typeof giftFormSchema>;
export type GiftFormData = z.output<typeof giftFormSchema>;

export function giftFormDefaults(gift: GiftProduct | null): GiftFormValues {
  if (!gift) return { name: '', description: '', price: null, picture: null };
  const picture = gift.image ? { kind: 'stored' as const, iri: gift.image['@id'], url: gift.image.contentUrl } : null;
  return { name: gift.name, description: gift.description, price: gift.price, picture };
}

export const PICTURE_ACCEPT = uploadContentTypes.join(',');

/**
 * Why a chosen file cannot be the picture, before it is sent: too big, or a type the server
 * refuses. A file the browser cannot name (no type) goes to the server, which looks at its bytes.
 */
export function pictureProblem(file: File): 'tooLarge' | 'type' | null {
  if (file.size > MEDIA_MAX_BYTES) return 'tooLarge';
  if (file.type && !(uploadContentTypes as readonly string[]).includes(file.type)) return 'type';
  return null;
}
