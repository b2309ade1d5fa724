import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { billingRoutes, stripeWebhookRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import { createStripeCheckout } from './stripe-checkout';

export function billingModule(ctx: AppContext) {
  const { billing } = ctx.config;
  const stripe = billing ? { config: billing.stripe, checkout: createStripeCheckout(billing.stripe) } : null;
  const service = createBillingService({ db: ctx.db, access: ctx.access, stripe, publicUrl: ctx.config.publicUrl, log: ctx.log });
  return moduleRegistration({ service, routes: [billingRoutes(service, ctx.requireAuth), stripeWebhookRoutes(service)] });
}
