// `npm run dev`: the API with watch mode on :3000 and Vite's dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib.mjs';

await ensureInstalled();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@salespulse/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@salespulse/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
