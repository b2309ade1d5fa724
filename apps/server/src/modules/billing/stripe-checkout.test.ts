import { describe, expect, it } from 'vitest';
import { isValidStripeSignature, readCheckoutEvent, stripeSignature, WEBHOOK_TOLERANCE_SECONDS } from './stripe-checkout';

const secret = 'whsec_unit';
const body = Buffer.from('{"type":"checkout.session.completed"}');
const at = 1_800_000_000;

describe('Stripe webhook signatures', () => {
  it('accepts the signature Stripe computes, within the tolerance only', () => {
    const header = stripeSignature(secret, body, at);
    expect(isValidStripeSignature(secret, body, header, at * 1000)).toBe(true);
    expect(isValidStripeSignature(secret, body, header, (at + WEBHOOK_TOLERANCE_SECONDS) * 1000)).toBe(true);
    expect(isValidStripeSignature(secret, body, header, (at + WEBHOOK_TOLERANCE_SECONDS + 1) * 1000)).toBe(false);
    expect(isValidStripeSignature('whsec_other', body, header, at * 1000)).toBe(false);
    expect(isValidStripeSignature(secret, Buffer.from('{}'), header, at * 1000)).toBe(false);
  });

  it('accepts any one of several v1 signatures (a secret being rolled), and nothing malformed', () => {
    const good = stripeSignature(secret, body, at).split(',')[1]!;
    expect(isValidStripeSignature(secret, body, `t=${at}, v1=${'0'.repeat(64)}, ${good}, v0=abc`, at * 1000)).toBe(true);
    expect(isValidStripeSignature(secret, body, `t=${at}`, at * 1000)).toBe(false);
    expect(isValidStripeSignature(secret, body, good, at * 1000)).toBe(false);
    expect(isValidStripeSignature(secret, body, `t=soon,${good}`, at * 1000)).toBe(false);
    expect(isValidStripeSignature(secret, body, undefined, at * 1000)).toBe(false);
  });
});

describe('checkout events', () => {
  const session = { id: 'cs_1', client_reference_id: 'order-1', amount_total: 4900, currency: 'usd' };
  const event = (type: string, extra: Record<string, unknown> = {}) => ({ type, data: { object: { ...session, ...extra } } });

  it('reads a paid page, now or later (bank debits)', () => {
    expect(readCheckoutEvent(event('checkout.session.completed', { payment_status: 'paid' }))).toEqual({
      type: 'paid',
      sessionId: 'cs_1',
      orderId: 'order-1',
      amount: 4900,
      currency: 'usd',
    });
    expect(readCheckoutEvent(event('checkout.session.async_payment_succeeded', { payment_status: 'paid' }))).toMatchObject({
      type: 'paid',
    });
  });

  it('waits on a completed page whose money has not arrived, and reads an expired page', () => {
    expect(readCheckoutEvent(event('checkout.session.completed', { payment_status: 'unpaid' }))).toEqual({
      type: 'ignored',
      eventType: 'checkout.session.completed',
    });
    expect(readCheckoutEvent(event('checkout.session.expired'))).toEqual({ type: 'expired', sessionId: 'cs_1', orderId: 'order-1' });
  });

  it('ignores whatever else arrives', () => {
    expect(readCheckoutEvent(event('invoice.paid'))).toEqual({ type: 'ignored', eventType: 'invoice.paid' });
    expect(readCheckoutEvent(undefined)).toEqual({ type: 'ignored', eventType: 'unknown' });
    expect(readCheckoutEvent({ type: 'checkout.session.completed', data: { object: { payment_status: 'paid' } } })).toEqual({
      type: 'ignored',
      eventType: 'checkout.session.completed',
    });
  });
});
