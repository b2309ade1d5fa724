import os from 'node:os';
import path from 'node:path';

// Shared by the Playwright config, the server launcher and the tests.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DIR = path.join(os.tmpdir(), `salespulse-e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = path.join(E2E_DIR, 'mails');
