import { giftProductCreateSchema, type GiftProduct } from '@salespulse/contract/gifts';
import * as z from 'zod/mini';

const { name, description, price } = giftProductCreateSchema.shape;

/** The price field is empty (null) until something is typed; once it is not, the contract's rules apply. */
const requiredPrice = z.pipe(
  z.pipe(z.nullable(z.number()).check(z.refine((value) => value !== null, 'required field')), z.transform((value) => value ?? 0)),
  price,
);

// The contract's own field rules (trimmed name 1..100, description up to 1000, price 1..100000).
export const giftFormSchema = z.object({ name, description, price: requiredPrice });
export type GiftFormValues = z.input<typeof giftFormSchema>;
export type GiftFormData = z.output<typeof giftFormSchema>;

export function giftFormDefaults(gift: GiftProduct | null): GiftFormValues {
  return gift ? { name: gift.name, description: gift.description, price: gift.price } : { name: '', description: '', price: null };
}
