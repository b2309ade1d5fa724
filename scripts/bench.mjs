// `npm run bench`: install and build if needed, then run the performance harness (under tsx: it
// loads the server's TypeScript for the tenant generator and the analytics SQL builders).
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
await run(process.execPath, ['--import', 'tsx', 'bench/run.mjs', ...process.argv.slice(2)]);
