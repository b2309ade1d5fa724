ALTER TABLE "distribution_employees" RENAME COLUMN "expected" TO "expected_base";--> statement-breakpoint
ALTER TABLE "distribution_employees" ADD COLUMN "share_banked" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "distribution_employees" ADD COLUMN "share_since" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "distribution_employees" ADD COLUMN "eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "share_clock" double precision DEFAULT 0 NOT NULL;