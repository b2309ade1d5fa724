import { describe, expect, it } from 'vitest';
import { EMAIL_MAX } from './constants';
import { emailSchema } from './validation';

const messages = (value: unknown) => emailSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('e-mail addresses', () => {
  it('tells a malformed address from one that is too long', () => {
    expect(messages('not-an-email')).toEqual(['incorrect format']);
    const long = `${'a'.repeat(EMAIL_MAX)}@example.com`;
    expect(messages(long)).toEqual([`email should be at most ${EMAIL_MAX} characters`]);
    expect(messages('  rita@example.com  ')).toBeUndefined();
  });
});
