import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets at rest (provider credentials, webhook secrets) with AES-256-GCM under a key
 * derived from the app secret. The stored form names its version, so the scheme can change later.
 */
export function createCryptoBox(appSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'salespulse', 'credentials-v1', 32));
  return {
    seal(value: unknown): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    open<T>(sealed: string): T {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('unknown sealed format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as T;
    },
  };
}

export type CryptoBox = ReturnType<typeof createCryptoBox>;
