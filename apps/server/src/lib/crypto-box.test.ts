import { describe, expect, it } from 'vitest';
import { createCryptoBox } from './crypto-box';

describe('crypto box', () => {
  it('opens what it sealed, and nothing sealed under another key or tampered with', () => {
    const box = createCryptoBox('a'.repeat(40));
    const sealed = box.seal({ secret: 'whsec_123' });
    expect(sealed).not.toContain('whsec_123');
    expect(box.open(sealed)).toEqual({ secret: 'whsec_123' });
    expect(() => createCryptoBox('b'.repeat(40)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(() => box.open(parts.join('.'))).toThrow();
  });
});
