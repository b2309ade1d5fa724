-- Billing: packages (seeded below), orders, subscriptions, and each project's access_until (null = not billed).
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"period_months" integer NOT NULL,
	"employee_limit" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"checkout_expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('new', 'pending', 'paid')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"period_months" integer NOT NULL,
	"employee_limit" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" > 0),
	CONSTRAINT "packages_period_check" CHECK ("packages"."period_months" in (1, 12)),
	CONSTRAINT "packages_employee_limit_check" CHECK ("packages"."employee_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"package_id" uuid,
	"package_name" text,
	"order_id" uuid,
	"employee_limit" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."ends_at" > "subscriptions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "access_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_code_idx" ON "packages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "subscriptions_project_ends_idx" ON "subscriptions" USING btree ("project_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
INSERT INTO "packages" ("code", "name", "description", "price", "currency", "period_months", "employee_limit") VALUES
	('starter-monthly', 'Starter', 'For a small team: every board, the gift shop and lead distribution.', 4900, 'USD', 1, 10),
	('starter-yearly', 'Starter', 'For a small team: every board, the gift shop and lead distribution.', 49000, 'USD', 12, 10),
	('team-monthly', 'Team', 'For a sales floor: everything in Starter for up to 50 managers.', 14900, 'USD', 1, 50),
	('team-yearly', 'Team', 'For a sales floor: everything in Starter for up to 50 managers.', 149000, 'USD', 12, 50),
	('business-monthly', 'Business', 'For several teams: everything in Team for up to 300 managers.', 39900, 'USD', 1, 300),
	('business-yearly', 'Business', 'For several teams: everything in Team for up to 300 managers.', 399000, 'USD', 12, 300);
