import { createHmac, timingSafeEqual } from 'node:crypto';

// Stripe Checkout, the two parts billing needs: open a hosted payment page for an order, and trust a
// webhook that says how it went. Plain HTTPS with form bodies, as Stripe's API takes them; no SDK,
// so the base URL can point at a local stand-in in tests.

export type StripeConfig = { secretKey: string; webhookSecret: string; apiBaseUrl: string };

export type CheckoutRequest = {
  orderId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The line on the customer's receipt. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
};

export type CheckoutSession = { id: string; url: string; expiresAt: Date };

/** What billing acts on among the events Stripe sends. */
export type CheckoutEvent =
  | { type: 'paid'; sessionId: string; orderId: string | null; amount: number | null; currency: string | null }
  | { type: 'expired'; sessionId: string; orderId: string | null }
  | { type: 'ignored'; eventType: string };

/** Stripe refused the request or could not be reached; `message` is safe to show to an admin. */
export class StripeError extends Error {
  override name = 'StripeError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** How old a signed webhook may be, as Stripe's own libraries allow: a replay later is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 20_000;

/** `t=<unix seconds>,v1=<hex>`: the Stripe-Signature header for a body, as Stripe computes it. */
export function stripeSignature(secret: string, rawBody: Buffer | string, timestampSeconds: number): string {
  const signed = createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
  return `t=${timestampSeconds},v1=${signed}`;
}

/** Whether a Stripe-Signature header signs this body with the secret, within the tolerance. */
export function isValidStripeSignature(secret: string, rawBody: Buffer, header: string | undefined, nowMs = Date.now()): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex'));
  // Stripe may send several v1 signatures while a secret is being rolled; one match is enough.
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

type SessionObject = {
  id?: unknown;
  client_reference_id?: unknown;
  payment_status?: unknown;
  amount_total?: unknown;
  currency?: unknown;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The billing meaning of a (verified) webhook body. */
export function readCheckoutEvent(body: unknown): CheckoutEvent {
  const event = (body ?? {}) as { type?: unknown; data?: { object?: SessionObject } };
  const eventType = typeof event.type === 'string' ? event.type : 'unknown';
  const session = event.data?.object ?? {};
  const sessionId = text(session.id);
  if (!sessionId) return { type: 'ignored', eventType };
  const orderId = text(session.client_reference_id);
  const paid =
    (eventType === 'checkout.session.completed' && session.payment_status === 'paid') ||
    eventType === 'checkout.session.async_payment_succeeded';
  if (paid) {
    const amount = typeof session.amount_total === 'number' ? session.amount_total : null;
    return { type: 'paid', sessionId, orderId, amount, currency: text(session.currency) };
  }
  if (eventType === 'checkout.session.expired') return { type: 'expired', sessionId, orderId };
  // A completed session still unpaid (a bank debit on its way) waits for async_payment_succeeded.
  return { type: 'ignored', eventType };
}

export function createStripeCheckout(config: StripeConfig, doFetch: typeof fetch = fetch) {
  return {
    async createSession(request: CheckoutRequest): Promise<CheckoutSession> {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.orderId,
        'metadata[order_id]': request.orderId,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amount),
        'line_items[0][price_data][product_data][name]': request.description,
      });
      if (request.customerEmail) form.set('customer_email', request.customerEmail);
      let response: Response;
      try {
        response = await doFetch(`${config.apiBaseUrl}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new StripeError('The payment provider could not be reached. Please try again in a moment.', null);
      }
      const body = (await response.json().catch(() => ({}))) as {
        id?: unknown;
        url?: unknown;
        expires_at?: unknown;
        error?: { message?: unknown };
      };
      if (!response.ok) {
        const message = typeof body.error?.message === 'string' ? body.error.message : `The payment provider answered ${response.status}.`;
        throw new StripeError(message, response.status);
      }
      const id = text(body.id);
      const url = text(body.url);
      if (!id || !url) throw new StripeError('The payment provider gave no payment page.', response.status);
      const expiresAt = typeof body.expires_at === 'number' ? new Date(body.expires_at * 1000) : new Date(Date.now() + 23 * 3_600_000);
      return { id, url, expiresAt };
    },
  };
}

export type StripeCheckout = ReturnType<typeof createStripeCheckout>;
