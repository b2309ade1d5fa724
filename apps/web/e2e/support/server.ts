// Playwright's webServer: a real SMTP server that files every mail under E2E_MAIL_DIR, and the built
// SalesPulse server on a fresh embedded database that sends its mail there.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { E2E_DIR, E2E_MAIL_DIR, E2E_PORT } from './env';

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
      writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${received}.json`), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});

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
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    smtp.close();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
});
