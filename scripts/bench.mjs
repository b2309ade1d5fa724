// `npm run bench`: install and build if needed, then run the performance harness.
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
await run(process.execPath, ['bench/run.mjs', ...process.argv.slice(2)]);
