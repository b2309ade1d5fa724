import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The demo password is random per data folder; it is kept beside the embedded database so a
// newcomer who restarts the app still sees how to sign in.
const fileName = 'demo-credentials.json';

export async function saveDemoCredentials(dataDir: string, credentials: { email: string; password: string }): Promise<void> {
  await writeFile(path.join(dataDir, fileName), JSON.stringify(credentials), { mode: 0o600 });
}

export async function readDemoCredentials(dataDir: string): Promise<{ email: string; password: string } | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, fileName), 'utf8')) as { email: string; password: string };
  } catch {
    return undefined;
  }
}
