-- A day's amounts per employee are sums of deal amounts, each up to 999,999,999,999.99 (numeric(14,2)):
-- numeric(18,2) overflowed after 10,000 such deals on one employee's day, and the batch that crossed
-- the line failed in the rollup trigger with a 500. Unconstrained numeric cannot overflow; dropping
-- a typmod needs no table rewrite.
ALTER TABLE "analytics_deal_days" ALTER COLUMN "bill_amount" TYPE numeric;
--> statement-breakpoint
ALTER TABLE "analytics_deal_days" ALTER COLUMN "won_amount" TYPE numeric;
--> statement-breakpoint
ALTER TABLE "analytics_deal_days" ALTER COLUMN "refund_amount" TYPE numeric;
