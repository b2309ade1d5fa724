import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing and encryption key: APP_SECRET when given, otherwise one generated on first start
 * and kept in DATA_DIR so sessions survive restarts of the embedded setup.
 */
export async function resolveAppSecret(appSecret: string | undefined, dataDir: string): Promise<string> {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'app-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  await writeFile(file, generated, { mode: 0o600 });
  return generated;
}
