import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';

// A client that goes away while its answer is on its way (a streamed pulse) is not a server error:
// it is logged as information, and no error answer is attempted on the closed connection.

describe('error handling: a client gone before its answer', () => {
  const logged: { level: number; msg: string }[] = [];
  const logStream = new Writable({
    write(line: Buffer, _encoding, done) {
      logged.push(JSON.parse(line.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream: logStream } });
  let reached!: () => void;
  const requestArrived = new Promise<void>((resolve) => (reached = resolve));

  beforeAll(async () => {
    registerErrorHandling(app);
    // An answer whose first byte never comes: the client leaves first. A POST whose body was read
    // whole: Node does not mark such a request aborted, so Fastify hands the close to the error handler.
    app.post('/slow', async (_request, reply) => {
      reached();
      return reply.type('application/json').send(new Readable({ read() {} }));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('logs the premature close as information, not as an unhandled error', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const body = '{"day":"2026-11-27"}';
    socket.write(
      `POST /slow HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await requestArrived;
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.destroy();
    const gone = 'the client closed the connection before its answer was sent';
    await expect.poll(() => logged.map((entry) => entry.msg), { timeout: 2000 }).toContain(gone);
    expect(logged.filter((entry) => entry.level >= 40)).toEqual([]);
  });
});
