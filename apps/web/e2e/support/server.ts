// Playwright's webServer: a real SMTP server that files every mail under E2E_MAIL_DIR, a local Stripe
// (the server tests' fake: a checkout page with Pay and Cancel, and the signed webhook it sends to the
// app), and the built SalesPulse server on a fresh embedded database that sends its mail there and
// bills through that Stripe (a new project starts on a free trial).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../server/test/fake-stripe';
import { E2E_BASE_URL, E2E_DIR, E2E_MAIL_DIR, E2E_PORT } from './env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

rmSync(E2E_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      writeFileSync(
        path.join(E2E_MAIL_DIR, `${Date.now()}-${received}.json`),
        JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
      );
      callback();
    });
  },
});

/** Hands the fake's signed webhook to the app as Stripe would; a refusal is printed here and fails the Pay click (500). */
async function deliverWebhook(rawBody: string, signature: string) {
  try {
    const response = await fetch(`${E2E_BASE_URL}/api/billing/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: rawBody,
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`the app answered ${response.status}: ${await response.text()}`);
  } catch (error) {
    console.error(`[fake Stripe] webhook delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

const stripe = await startFakeStripe({ deliver: deliverWebhook });

smtp.listen(0, '127.0.0.1', () => {
  const address = smtp.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP capture did not bind');
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      DATA_DIR: path.join(E2E_DIR, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${address.port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.baseUrl,
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    smtp.close();
    void stripe.close();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
});
