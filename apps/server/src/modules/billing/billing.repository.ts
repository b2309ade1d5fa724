import { and, asc, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { uuidSchema } from '@salespulse/contract/common';
import type { OrderStatus, SubscriptionStatus } from '@salespulse/contract/billing';
import type { Database } from '../../db/database';
import { inOneSnapshot } from '../../db/one-snapshot';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { orders, packages, subscriptions, type OrderRow, type PackageRow, type SubscriptionRow } from '../../db/schema/billing';

export type Page = { limit: number; offset: number };
export type OrderView = { order: OrderRow; creatorName: string | null };

/** How a payment notice ended: a new subscription, or why none was made. */
export type Settlement =
  | { outcome: 'settled'; order: OrderRow; subscription: SubscriptionRow }
  | { outcome: 'already-paid'; order: OrderRow }
  | { outcome: 'unknown-order' }
  | { outcome: 'amount-mismatch'; order: OrderRow };

/** The SQL of a subscription's status at `now`, as the mapper tells it (billing.mapper.ts, subscriptionStatus). */
function subscriptionStatusIs(status: SubscriptionStatus, now: Date) {
  if (status === 'upcoming') return gt(subscriptions.startsAt, now);
  if (status === 'active') return and(lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now));
  return lte(subscriptions.endsAt, now);
}

const isUuid = (value: string) => uuidSchema.safeParse(value).success;

const orderView = { order: orders, creatorName: users.name };

export function createBillingRepository(db: Database) {
  const ordersWithCreator = (q: Database = db) => q.select(orderView).from(orders).leftJoin(users, eq(users.id, orders.createdBy));

  return {
    /** What is on offer, cheapest first (monthly before yearly at the same tier). */
    async listPackages(): Promise<PackageRow[]> {
      return db
        .select()
        .from(packages)
        .where(eq(packages.isActive, true))
        .orderBy(asc(packages.employeeLimit), asc(packages.periodMonths), asc(packages.price));
    },

    async findPackage(id: string): Promise<PackageRow | undefined> {
      const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
      return row;
    },

    async insertOrder(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    async findOrder(id: string): Promise<OrderView | undefined> {
      const [row] = await ordersWithCreator().where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** Newest first. */
    async listOrders(projectId: string, statuses: OrderStatus[] | undefined, page: Page): Promise<{ rows: OrderView[]; total: number }> {
      const where = and(eq(orders.projectId, projectId), statuses?.length ? inArray(orders.status, statuses) : undefined);
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) => ordersWithCreator(q).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
        (q) => q.select({ value: count() }).from(orders).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    /** Records the payment page opened for an order, unless it was paid meanwhile (then undefined). */
    async openCheckout(id: string, checkout: { id: string; url: string; expiresAt: Date }): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'pending', checkoutId: checkout.id, checkoutUrl: checkout.url, checkoutExpiresAt: checkout.expiresAt })
        .where(and(eq(orders.id, id), sql`${orders.status} <> 'paid'`))
        .returning();
      return row;
    },

    /** A payment page that closed unpaid: the order can be paid again from the start. */
    async closeCheckout(checkoutId: string): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'new', checkoutId: null, checkoutUrl: null, checkoutExpiresAt: null })
        .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'pending')));
    },

    /**
     * Marks the order paid and adds its period after the project's last one, once: the order row is
     * locked, so a notice delivered twice (or twice at once) makes one subscription. The project row
     * is locked too, so two orders paid at once queue their periods one after the other.
     */
    async settle(notice: {
      checkoutId: string;
      orderId: string | null;
      amount: number | null;
      currency: string | null;
    }): Promise<Settlement> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          // By the page we opened, or by the order the page names (a page opened before the last one).
          .where(
            or(
              eq(orders.checkoutId, notice.checkoutId),
              notice.orderId && isUuid(notice.orderId) ? eq(orders.id, notice.orderId) : undefined,
            ),
          )
          .for('update');
        if (!order) return { outcome: 'unknown-order' };
        if (order.status === 'paid') return { outcome: 'already-paid', order };
        const currencyMatches = notice.currency === null || notice.currency.toUpperCase() === order.currency;
        if ((notice.amount !== null && notice.amount !== order.amount) || !currencyMatches) return { outcome: 'amount-mismatch', order };

        // The new period starts where the last one ends, or now if that is past (or never was).
        const periodStart = sql`greatest(now(), coalesce(${projects.accessUntil}, now()))`;
        const [period] = await tx
          .select({
            startsAt: sql<Date>`${periodStart}`.mapWith(projects.accessUntil),
            endsAt: sql<Date>`${periodStart} + make_interval(months => ${order.periodMonths}::int)`.mapWith(projects.accessUntil),
          })
          .from(projects)
          .where(eq(projects.id, order.projectId))
          .for('update');
        const [subscription] = await tx
          .insert(subscriptions)
          .values({
            projectId: order.projectId,
            packageId: order.packageId,
            packageName: order.packageName,
            orderId: order.id,
            employeeLimit: order.employeeLimit,
            startsAt: period!.startsAt,
            endsAt: period!.endsAt,
          })
          .returning();
        await tx.update(projects).set({ accessUntil: period!.endsAt }).where(eq(projects.id, order.projectId));
        const [paid] = await tx
          .update(orders)
          .set({ status: 'paid', paidAt: new Date(), checkoutUrl: null })
          .where(eq(orders.id, order.id))
          .returning();
        return { outcome: 'settled', order: paid!, subscription: subscription! };
      });
    },

    /** Latest end first; `statuses` as they stand at `now` (billing.mapper.ts, subscriptionStatus). */
    async listSubscriptions(
      projectId: string,
      statuses: SubscriptionStatus[] | undefined,
      now: Date,
      page: Page,
    ): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const where = and(
        eq(subscriptions.projectId, projectId),
        statuses?.length ? or(...statuses.map((status) => subscriptionStatusIs(status, now))) : undefined,
      );
      const [rows, [total]] = await inOneSnapshot(
        db,
        (q) =>
          q
            .select()
            .from(subscriptions)
            .where(where)
            .orderBy(desc(subscriptions.endsAt), desc(subscriptions.id))
            .limit(page.limit)
            .offset(page.offset),
        (q) => q.select({ value: count() }).from(subscriptions).where(where),
      );
      return { rows, total: total?.value ?? 0 };
    },

    /** The subscription running now (the latest started, should periods ever overlap). */
    async runningSubscription(projectId: string, now: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.projectId, projectId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
        .orderBy(desc(subscriptions.startsAt))
        .limit(1);
      return row;
    },

    async activeEmployeeCount(projectId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(employees)
        .where(and(eq(employees.projectId, projectId), eq(employees.status, 'active')));
      return row?.value ?? 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
