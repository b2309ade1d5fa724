import {
  orderCreateSchema,
  orderListQuerySchema,
  orderPaySchema,
  orderSchema,
  packageSchema,
  quotaUsageSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
} from '@salespulse/contract/billing';
import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import { registerSignedJsonBody } from '../../lib/json-body';
import type { BillingService } from './billing.service';

export function billingRoutes(service: BillingService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const params = idParamsSchema;
    const tags = ['Billing'];

    app.get('/packages', { schema: { tags, response: { 200: hydraCollectionSchema(packageSchema) } } }, () => service.listPackages());
    app.post('/orders', { schema: { tags, body: orderCreateSchema, response: { 201: orderSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.createOrder(authOf(request), request.body)),
    );
    app.get('/orders/:id', { schema: { tags, params, response: { 200: orderSchema } } }, (request) =>
      service.getOrder(authOf(request), request.params.id),
    );
    app.patch('/orders/:id/pay', { schema: { tags, params, body: orderPaySchema, response: { 200: orderSchema } } }, (request) =>
      service.pay(authOf(request), request.params.id),
    );
    app.get(
      '/projects/:id/orders',
      { schema: { tags, params, querystring: orderListQuerySchema, response: { 200: hydraCollectionSchema(orderSchema) } } },
      (request) => service.listOrders(authOf(request), request.params.id, request.query),
    );
    app.get(
      '/projects/:id/subscriptions',
      { schema: { tags, params, querystring: subscriptionListQuerySchema, response: { 200: hydraCollectionSchema(subscriptionSchema) } } },
      (request) => service.listSubscriptions(authOf(request), request.params.id, request.query),
    );
    app.get(
      '/projects/:id/quota_usages',
      { schema: { tags, params, response: { 200: hydraCollectionSchema(quotaUsageSchema) } } },
      (request) => service.quotaUsages(authOf(request), request.params.id),
    );
  };
}

/**
 * `POST /api/billing/stripe/webhook`: Stripe's notices about checkout pages, signed with the
 * endpoint secret over the exact bytes sent (`Stripe-Signature: t=…,v1=…`).
 */
export function stripeWebhookRoutes(service: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: keep the bytes the signature covers.
    registerSignedJsonBody(app);
    app.post('/billing/stripe/webhook', { schema: { tags: ['Billing'], hide: true } }, async (request) => {
      const header = request.headers['stripe-signature'];
      return service.receiveWebhook(request.rawBody ?? Buffer.alloc(0), typeof header === 'string' ? header : undefined, request.body);
    });
  };
}
