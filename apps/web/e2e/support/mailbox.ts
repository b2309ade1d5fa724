import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from './env';

type StoredMail = { to: string; raw: string };

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest mail to `recipient` that the SMTP capture received and returns its text. */
export async function waitForMail(recipient: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(E2E_MAIL_DIR)) {
      const mails = readdirSync(E2E_MAIL_DIR)
        .sort()
        .reverse()
        .map((file) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as StoredMail)
        .filter((mail) => mail.to.split(',').includes(recipient.toLowerCase()));
      if (mails[0]) return decodeQuotedPrintable(mails[0].raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${recipient} within ${timeoutMs} ms`);
}
