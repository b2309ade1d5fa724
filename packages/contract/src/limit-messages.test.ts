import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { installLimitMessages } from './limit-messages';

installLimitMessages();

const messages = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('limit messages', () => {
  it('says a string, number or list limit in words', () => {
    expect(messages(z.string().check(z.trim(), z.maxLength(100)), 'x'.repeat(101))).toEqual(['at most 100 characters']);
    expect(messages(z.string().check(z.minLength(8)), 'short')).toEqual(['at least 8 characters']);
    expect(messages(z.string().check(z.trim(), z.minLength(1)), '   ')).toEqual(['required field']);
    expect(messages(z.number().check(z.minimum(1), z.maximum(100)), 0)).toEqual(['must be at least 1']);
    expect(messages(z.number().check(z.minimum(1), z.maximum(100)), 101)).toEqual(['must be at most 100']);
    expect(messages(z.array(z.string()).check(z.minLength(1)), [])).toEqual(['choose at least one']);
    expect(messages(z.array(z.string()).check(z.maxLength(1)), ['a', 'b'])).toEqual(['at most 1 item']);
  });

  it('leaves a schema’s own message as it is', () => {
    expect(messages(z.string().check(z.maxLength(3, 'name should be at most 3 characters')), 'abcd')).toEqual([
      'name should be at most 3 characters',
    ]);
  });
});
