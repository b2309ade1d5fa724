-- The gift shop (docs/decisions.md, "Gift shop"): gifts priced in points and the requests for them.
-- A request copies the gift's name and price; the point rows it paid with or gave back point at it.
CREATE TABLE "gift_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_products_price_check" CHECK ("gift_products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"gift_product_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"gift_name" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_requests_status_check" CHECK ("gift_requests"."status" in ('pending', 'approved', 'canceled', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "point_transactions" ADD COLUMN "gift_request_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_products" ADD CONSTRAINT "gift_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_gift_product_id_gift_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."gift_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_products_project_price_idx" ON "gift_products" USING btree ("project_id","price");--> statement-breakpoint
CREATE INDEX "gift_requests_project_status_created_idx" ON "gift_requests" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "gift_requests_project_employee_created_idx" ON "gift_requests" USING btree ("project_id","employee_id","created_at");--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_gift_request_id_gift_requests_id_fk" FOREIGN KEY ("gift_request_id") REFERENCES "public"."gift_requests"("id") ON DELETE set null ON UPDATE no action;