import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { stripeSignature } from '../src/modules/billing/stripe-checkout';

// A local Stripe Checkout: `POST /v1/checkout/sessions` as Stripe answers it (form body, bearer
// secret key), a hosted page per session with Pay and Cancel buttons, and the signed webhook Stripe
// would send when a page is paid or expires. Server tests steer it directly (pay, expire, read the
// sessions it was asked for); the browser tests click its page. Test support only.

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_secret_key';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_webhook_secret';

export type FakeCheckoutSession = {
  id: string;
  url: string;
  form: URLSearchParams;
  status: 'open' | 'complete' | 'expired';
  expiresAt: number;
};

/** Hands a webhook to the app under test: over HTTP in browser tests, by inject in server tests. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

export type FakeStripeOptions = {
  deliver?: WebhookDelivery;
  /** Answer session creation with this status and error (to test refusals); null = succeed. */
  failWith?: { status: number; message: string } | null;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const sessions = new Map<string, FakeCheckoutSession>();
  const state = { deliver: options.deliver, failWith: options.failWith ?? null, requests: 0 };
  let baseUrl = '';

  /** The event body Stripe sends for a session, and its signature. */
  function event(session: FakeCheckoutSession, type: string, overrides: Record<string, unknown> = {}) {
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          client_reference_id: session.form.get('client_reference_id'),
          payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
          status: session.status,
          amount_total: Number(session.form.get('line_items[0][price_data][unit_amount]')),
          currency: session.form.get('line_items[0][price_data][currency]'),
          ...overrides,
        },
      },
    });
    return { body, signature: stripeSignature(FAKE_STRIPE_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)) };
  }

  async function send(session: FakeCheckoutSession, type: string, overrides?: Record<string, unknown>) {
    const { body, signature } = event(session, type, overrides);
    if (!state.deliver) throw new Error('fake Stripe has nowhere to deliver webhooks');
    await state.deliver(body, signature);
  }

  function sessionOf(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`no checkout session ${id}`);
    return session;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      state.requests += 1;
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Invalid API Key provided' } }));
        return;
      }
      if (state.failWith) {
        response
          .writeHead(state.failWith.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: state.failWith.message } }));
        return;
      }
      const form = new URLSearchParams(await readBody(request));
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeCheckoutSession = {
        id,
        url: `${baseUrl}/pay/${id}`,
        form,
        status: 'open',
        expiresAt: Math.floor(Date.now() / 1000) + 86_400,
      };
      sessions.set(id, session);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, object: 'checkout.session', url: session.url, expires_at: session.expiresAt }));
      return;
    }
    const page = url.pathname.match(/^\/pay\/([\w]+)(\/cancel)?$/);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (!page || !session) {
      response.writeHead(404).end('Not found');
      return;
    }
    if (request.method === 'GET') {
      const amount = Number(session.form.get('line_items[0][price_data][unit_amount]')) / 100;
      const currency = (session.form.get('line_items[0][price_data][currency]') ?? '').toUpperCase();
      const name = escapeHtml(session.form.get('line_items[0][price_data][product_data][name]') ?? '');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="en"><head><title>Test checkout</title></head>
<body><main><h1>Test checkout</h1><p>${name}</p><p>Total ${currency} ${amount.toFixed(2)}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form></main></body></html>`);
      return;
    }
    if (request.method === 'POST') {
      const canceled = page[2] === '/cancel';
      if (!canceled && session.status === 'open') {
        session.status = 'complete';
        try {
          await send(session, 'checkout.session.completed');
        } catch (error) {
          // Not delivered: the page stays payable, so Pay can be tried again (this answer is a 500).
          session.status = 'open';
          throw error;
        }
      }
      const next = canceled ? session.form.get('cancel_url') : session.form.get('success_url');
      response.writeHead(303, { location: next ?? '/' }).end();
      return;
    }
    response.writeHead(405).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Stripe did not bind');
  baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    baseUrl,
    sessions,
    state,
    /** The newest session opened for an order. */
    sessionFor(orderId: string): FakeCheckoutSession | undefined {
      return [...sessions.values()].reverse().find((s) => s.form.get('client_reference_id') === orderId);
    },
    /** Pays a session as its page would; `overrides` change the event's session object. */
    async pay(id: string, overrides?: Record<string, unknown>) {
      const session = sessionOf(id);
      session.status = 'complete';
      await send(session, 'checkout.session.completed', overrides);
    },
    async expire(id: string) {
      const session = sessionOf(id);
      session.status = 'expired';
      await send(session, 'checkout.session.expired');
    },
    /** A signed event body without delivering it (for replays and forgeries). */
    event: (id: string, type: string, overrides?: Record<string, unknown>) => event(sessionOf(id), type, overrides),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
