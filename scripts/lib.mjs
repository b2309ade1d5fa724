// Helpers shared by the root commands (start, test, dev). Plain Node, no dependencies, so they
// work before `npm install` has run.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs` (files or folders, relative to root). */
export function isStale(output, inputs) {
  const outputPath = path.join(root, output);
  if (!existsSync(outputPath)) return true;
  const built = statSync(outputPath).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  if (!isStale(marker, ['package-lock.json', 'package.json'])) return;
  console.log('› installing dependencies (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

const webInputs = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contract/src'];
const serverInputs = ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'];

/** Builds the web app and the server bundle when their sources changed since the last build. */
export async function ensureBuilt() {
  if (isStale('apps/web/dist/index.html', webInputs)) {
    console.log('› building the web app…');
    await run('npm', ['run', 'build', '-w', '@salespulse/web', '--silent']);
  }
  if (isStale('apps/server/dist/main.js', serverInputs)) {
    console.log('› building the server…');
    await run('npm', ['run', 'build', '-w', '@salespulse/server', '--silent']);
  }
}
