import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createBotRepository } from './bot.repository';
import { createBotService } from './bot.service';

describe('bot verification codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('issues a six-digit code for the caller that the bot can redeem once', async () => {
    const me = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bot/verification_code',
      headers: me.headers,
      payload: { user: `/api/users/${me.id}` },
    });
    expect(response.statusCode).toBe(201);
    const { code, expiresAt } = response.json();
    expect(code).toMatch(/^\d{6}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60 * 1000);

    const bot = createBotService({ bot: createBotRepository(t.db) });
    expect(await bot.redeemCode(code)).toBe(me.id);
    expect(await bot.redeemCode(code)).toBeUndefined();
  });

  it('makes the previous code useless when a new one is issued', async () => {
    const me = await signUp(t);
    const issue = () => t.app.inject({ method: 'POST', url: '/api/bot/verification_code', headers: me.headers, payload: { user: me.id } });
    const first = (await issue()).json().code;
    const second = (await issue()).json().code;
    const bot = createBotService({ bot: createBotRepository(t.db) });
    if (first !== second) expect(await bot.redeemCode(first)).toBeUndefined();
    expect(await bot.redeemCode(second)).toBe(me.id);
  });

  it('refuses codes for other users and bad references', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const forOther = await t.app.inject({
      method: 'POST',
      url: '/api/bot/verification_code',
      headers: me.headers,
      payload: { user: `/api/users/${other.id}` },
    });
    expect(forOther.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/bot/verification_code', headers: me.headers, payload: { user: 'me' } });
    expect(bad.statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/bot/verification_code', payload: { user: me.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});
