import { POINT_AMOUNT_MAX, POINT_COMMENT_MAX, type PointTransactionCreate } from '@salespulse/contract/points';
import * as z from 'zod/mini';
import { formatCount } from '@/shared/analytics/format';
import type { TranslateFn } from '@/shared/i18n/translate';

export const awardDirections = ['add', 'take'] as const;
export type AwardDirection = (typeof awardDirections)[number];

const WHOLE = /^\d+$/;

/**
 * The form asks for a direction and a positive amount: easier to read than a signed number, and
 * a slipped minus sign cannot turn an award into a take-back.
 */
export function awardFormSchema(t: TranslateFn) {
  return z.object({
    employee: z.string().check(z.minLength(1, t('form.errors.employee'))),
    direction: z.enum(awardDirections),
    amount: z.string().check(
      z.trim(),
      z.minLength(1, t('form.errors.amountRequired')),
      z.refine(
        (value) => value === '' || (WHOLE.test(value) && Number(value) >= 1 && Number(value) <= POINT_AMOUNT_MAX),
        t('form.errors.amount', { max: formatCount(POINT_AMOUNT_MAX) }),
      ),
    ),
    comment: z.string().check(z.trim(), z.maxLength(POINT_COMMENT_MAX, t('form.errors.comment', { max: POINT_COMMENT_MAX }))),
  });
}
export type AwardFormValues = z.input<ReturnType<typeof awardFormSchema>>;
export type AwardFormData = z.output<ReturnType<typeof awardFormSchema>>;

export const emptyAward: AwardFormValues = { employee: '', direction: 'add', amount: '', comment: '' };

export function toTransaction({ employee, direction, amount, comment }: AwardFormData): PointTransactionCreate {
  const points = Number(amount);
  return { employee, amount: direction === 'take' ? -points : points, ...(comment ? { comment } : {}) };
}
