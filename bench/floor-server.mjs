// The floor of an analytics case: a bare Node HTTP server, no framework, that runs the case's
// statements on its own connections and answers bytes as long as the real answer. Timed beside the
// bare SQL and the real server (analytics.mjs), it shows what any server pays on this machine for
// the same work (process wake-ups, the answer crossing HTTP, the client reading it), so the table
// can tell the server's own share from the machine's.
//
//   POST /setup {phases: [[{text, values}]], answer}   the case to serve next (204)
//   POST /run   (any JSON body)                          the statements, then the answer (200)
//
// Plain Node (no tsx): started by run.mjs with DATABASE_URL, FLOOR_PORT and SESSION_SETUP.
import http from 'node:http';
import pg from 'pg';

const setup = process.env.SESSION_SETUP;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 4,
  // The same session settings as the server's and the bare SQL's connections.
  ...(setup ? { onConnect: (client) => client.query(setup) } : {}),
});
pool.on('error', () => undefined);

let current;

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const parts = [];
    request.on('data', (part) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });

async function run(phases) {
  for (const phase of phases) await Promise.all(phase.map((statement) => pool.query(statement.text, statement.values)));
}

const server = http.createServer(async (request, response) => {
  try {
    const body = JSON.parse(await readBody(request));
    if (request.url === '/setup') {
      current = { phases: body.phases, answer: Buffer.from(body.answer, 'utf8') };
      response.writeHead(204).end();
      return;
    }
    if (!current) throw new Error('no case set up');
    await run(current.phases);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': current.answer.length });
    response.end(current.answer);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
});

server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('ready'));
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
