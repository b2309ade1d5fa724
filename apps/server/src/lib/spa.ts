import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed assets are cached for a year, every other non-API GET that
 * accepts HTML gets index.html so client-side routes survive a reload.
 * Returns false when there is no build to serve (API-only runs and tests).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz siblings; they are sent when the client accepts them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html') || !path.extname(pathname);
}

export function sendIndexHtml(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
