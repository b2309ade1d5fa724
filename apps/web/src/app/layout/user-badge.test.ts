import { describe, expect, it } from 'vitest';
import { userBadge } from './user-badge';

describe('userBadge', () => {
  it('uses the upper-cased first letter of the name', () => {
    expect(userBadge('alice Smith')).toEqual({ name: 'alice Smith', letter: 'A' });
    expect(userBadge('  émile ')).toEqual({ name: 'émile', letter: 'É' });
  });

  it('falls back to "U" and no name when the name is missing or blank', () => {
    expect(userBadge(undefined)).toEqual({ name: null, letter: 'U' });
    expect(userBadge('   ')).toEqual({ name: null, letter: 'U' });
  });
});
