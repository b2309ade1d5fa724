import type {
  Order,
  OrderCreate,
  OrderListQuery,
  Package,
  QuotaUsage,
  Subscription,
  SubscriptionListQuery,
} from '@salespulse/contract/billing';
import type { HydraCollection } from '@salespulse/contract/common';
import { iri } from '@salespulse/contract/common';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict, HttpError, notFound, unauthorized, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { whileUnpaid, type Membership, type ProjectAccess } from '../../access/project-access';
import { toOrder, toPackage, toQuotaUsage, toSubscription } from './billing.mapper';
import { createBillingRepository, type OrderView } from './billing.repository';
import { isValidStripeSignature, readCheckoutEvent, StripeError, type StripeCheckout, type StripeConfig } from './stripe-checkout';
import { systemClock, type Clock } from '../../lib/time/clock';

type Log = { warn: (data: object, message: string) => void; error: (data: object, message: string) => void };

export type BillingDeps = {
  db: Database;
  access: ProjectAccess;
  /** Null on a server that takes no online payments (it bills nobody). */
  stripe: { config: StripeConfig; checkout: StripeCheckout } | null;
  publicUrl: string;
  log: Log;
  now?: Clock;
};

const orderNotFound = () => notFound('Order not found.');
const noPayments = () => conflict('This server takes no online payments.');
/** A payment page this close to closing is not handed out again: a new one is opened instead. */
const CHECKOUT_REUSE_MARGIN_MS = 10 * 60_000;

function periodLabel(months: number): string {
  return months === 12 ? '1 year' : `${months} month${months === 1 ? '' : 's'}`;
}

export function createBillingService(deps: BillingDeps) {
  const repo = createBillingRepository(deps.db);
  const now = deps.now ?? systemClock;

  /** Billing stays open while a project is unpaid: paying is how it gets out of that state. */
  const admitted = (caller: Caller, projectId: string): Promise<Membership> =>
    deps.access.require(caller, projectId, 'project.settings', whileUnpaid);

  async function orderOf(caller: Caller, id: string): Promise<OrderView> {
    const view = await repo.findOrder(id);
    if (!view) throw orderNotFound();
    try {
      await admitted(caller, view.order.projectId);
    } catch (error) {
      // Someone else's order does not exist as far as this caller can tell.
      if (error instanceof HttpError && error.status === 404) throw orderNotFound();
      throw error;
    }
    return view;
  }

  return {
    async listPackages(): Promise<HydraCollection<Package>> {
      const rows = await repo.listPackages();
      return hydraCollection(
        '/api/packages',
        rows.map((row) => toPackage(row, deps.stripe !== null)),
        rows.length,
      );
    },

    async createOrder(caller: Caller, input: OrderCreate): Promise<Order> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await admitted(caller, projectId);
      const packageId = parseRef(input.package, 'packages', 'package');
      const pkg = await repo.findPackage(packageId);
      if (!pkg?.isActive) throw unprocessable([{ propertyPath: 'package', message: 'must be a package on offer' }]);
      if (!deps.stripe) throw noPayments();
      const order = await repo.insertOrder({
        projectId,
        packageId: pkg.id,
        packageName: pkg.name,
        periodMonths: pkg.periodMonths,
        employeeLimit: pkg.employeeLimit,
        amount: pkg.price,
        currency: pkg.currency,
        createdBy: caller.userId,
      });
      return toOrder((await repo.findOrder(order.id))!);
    },

    /**
     * Opens the payment provider's page for the order (or hands out the one still open). The order
     * is paid when the provider's webhook says so, not when the customer comes back.
     */
    async pay(caller: Caller, id: string): Promise<Order> {
      const view = await orderOf(caller, id);
      const { order } = view;
      if (order.status === 'paid') throw conflict('This order is already paid.');
      if (!deps.stripe) throw noPayments();
      const open =
        order.status === 'pending' &&
        order.checkoutUrl &&
        order.checkoutExpiresAt &&
        order.checkoutExpiresAt.getTime() - now().getTime() > CHECKOUT_REUSE_MARGIN_MS;
      if (open) return toOrder(view);
      let session;
      try {
        session = await deps.stripe.checkout.createSession({
          orderId: order.id,
          amount: order.amount,
          currency: order.currency,
          description: `SalesPulse ${order.packageName}, ${periodLabel(order.periodMonths)}, up to ${order.employeeLimit} managers`,
          successUrl: `${deps.publicUrl}/payment-success?order=${order.id}`,
          cancelUrl: `${deps.publicUrl}/settings/subscription?canceled=1`,
        });
      } catch (error) {
        if (error instanceof StripeError) {
          deps.log.warn({ orderId: order.id, status: error.status, err: error.message }, 'checkout session not created');
          throw new HttpError(502, error.message);
        }
        throw error;
      }
      const updated = await repo.openCheckout(order.id, session);
      if (!updated) throw conflict('This order is already paid.');
      return toOrder({ order: updated, creatorName: view.creatorName });
    },

    async getOrder(caller: Caller, id: string): Promise<Order> {
      return toOrder(await orderOf(caller, id));
    },

    async listOrders(caller: Caller, projectId: string, query: OrderListQuery): Promise<HydraCollection<Order>> {
      await admitted(caller, projectId);
      const { rows, total } = await repo.listOrders(projectId, query['status[]'], {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`${iri('projects', projectId)}/orders`, rows.map(toOrder), total);
    },

    async listSubscriptions(caller: Caller, projectId: string, query: SubscriptionListQuery): Promise<HydraCollection<Subscription>> {
      await admitted(caller, projectId);
      const at = now();
      const { rows, total } = await repo.listSubscriptions(projectId, query['status[]'], at, {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(
        `${iri('projects', projectId)}/subscriptions`,
        rows.map((row) => toSubscription(row, at)),
        total,
      );
    },

    async quotaUsages(caller: Caller, projectId: string): Promise<HydraCollection<QuotaUsage>> {
      await admitted(caller, projectId);
      const [used, running] = await Promise.all([repo.activeEmployeeCount(projectId), repo.runningSubscription(projectId, now())]);
      return hydraCollection(
        `${iri('projects', projectId)}/quota_usages`,
        [toQuotaUsage(projectId, used, running?.employeeLimit ?? null)],
        1,
      );
    },

    /**
     * A Stripe webhook. Anything unsigned is refused (401) before it is read. A signed notice is
     * acknowledged even when it names no order of ours, since Stripe would retry it for days and
     * a retry cannot make it ours; that case is logged.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined, body: unknown): Promise<{ received: true }> {
      if (!deps.stripe) throw notFound('This server takes no online payments.');
      if (!isValidStripeSignature(deps.stripe.config.webhookSecret, rawBody, signature, now().getTime())) {
        throw unauthorized('The signature does not match.');
      }
      const event = readCheckoutEvent(body);
      if (event.type === 'expired') await repo.closeCheckout(event.sessionId);
      if (event.type === 'paid') {
        const result = await repo.settle({
          checkoutId: event.sessionId,
          orderId: event.orderId,
          amount: event.amount,
          currency: event.currency,
        });
        if (result.outcome === 'unknown-order')
          deps.log.warn({ sessionId: event.sessionId, orderId: event.orderId }, 'payment for an unknown order');
        if (result.outcome === 'amount-mismatch') {
          deps.log.error(
            { orderId: result.order.id, amount: event.amount, currency: event.currency },
            'payment does not match its order; no subscription made',
          );
        }
      }
      return { received: true };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
