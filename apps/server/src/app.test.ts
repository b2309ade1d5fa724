import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('tags every answer with a request id, reusing the caller’s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a CSP that allows only the app’s own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('sends the same security headers on refusals and unknown routes', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/analytics/pulse', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(refused.statusCode).toBe(401);
    const names = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'strict-transport-security'];
    for (const response of [unknown, refused]) {
      for (const name of names) expect(response.headers[name], name).toBe(health.headers[name]);
    }
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('compresses answers for clients that accept it, and only those large enough to gain', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    // A few bytes are sent as they are.
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('takes request bodies as sent: a compressed one is refused, not inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'someone@example.com', password: 'whatever' })),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers unknown API paths with a hydra 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:title': 'Not Found', status: 404 });
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 400 });
  });

  it('rejects an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co', plainPassword: 'whatever1' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 413 });
  });

  it('rejects an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 415 });
  });

  it('rejects a missing body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 400 });
  });

  it('serves OpenAPI generated from the contract schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/refresh', '/api/users', '/api/users/{id}', '/api/users/reset-password']),
    );
  });
});
