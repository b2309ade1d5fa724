CREATE TABLE "product_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"data_provider_id" uuid NOT NULL,
	"field" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"data_provider_id" uuid NOT NULL,
	"external_key" text NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"merged_into_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"data_provider_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"value_type" text DEFAULT 'string' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "data_providers" ADD COLUMN "sync_status" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_providers" ADD COLUMN "sync_cursor" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sources" ADD CONSTRAINT "product_sources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sources" ADD CONSTRAINT "product_sources_data_provider_id_data_providers_id_fk" FOREIGN KEY ("data_provider_id") REFERENCES "public"."data_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_data_provider_id_data_providers_id_fk" FOREIGN KEY ("data_provider_id") REFERENCES "public"."data_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merged_into_id_products_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_data_provider_id_data_providers_id_fk" FOREIGN KEY ("data_provider_id") REFERENCES "public"."data_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sources_provider_key" ON "product_sources" USING btree ("data_provider_id");--> statement-breakpoint
CREATE INDEX "product_sources_project_idx" ON "product_sources" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_provider_key" ON "products" USING btree ("data_provider_id","external_key");--> statement-breakpoint
CREATE INDEX "products_project_name_idx" ON "products" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_provider_key" ON "properties" USING btree ("data_provider_id","key");--> statement-breakpoint
CREATE INDEX "properties_project_name_idx" ON "properties" USING btree ("project_id","name");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_project_product_idx" ON "deals" USING btree ("project_id","product_id");