CREATE TABLE "distribution_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"distribution_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"daily_cap" integer,
	"expected" double precision DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"day" date,
	"day_count" integer DEFAULT 0 NOT NULL,
	"away" boolean DEFAULT false NOT NULL,
	"away_since" timestamp with time zone,
	"consecutive_misses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"distribution_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"employee_id" uuid,
	"via_fallback" boolean DEFAULT false NOT NULL,
	"assigned_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"missed_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"writeback_state" text DEFAULT 'none' NOT NULL,
	"writeback_version" integer DEFAULT 0 NOT NULL,
	"writeback_attempts" integer DEFAULT 0 NOT NULL,
	"writeback_due_at" timestamp with time zone,
	"writeback_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"distribution_id" uuid,
	"deal_id" uuid,
	"decision" text NOT NULL,
	"employee_id" uuid,
	"previous_employee_id" uuid,
	"reason" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"employees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_provider_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"property_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fallback_employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distribution_employees" ADD CONSTRAINT "distribution_employees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_employees" ADD CONSTRAINT "distribution_employees_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_employees" ADD CONSTRAINT "distribution_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_leads" ADD CONSTRAINT "distribution_leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_leads" ADD CONSTRAINT "distribution_leads_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_leads" ADD CONSTRAINT "distribution_leads_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_leads" ADD CONSTRAINT "distribution_leads_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_logs" ADD CONSTRAINT "distribution_logs_previous_employee_id_employees_id_fk" FOREIGN KEY ("previous_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_presets" ADD CONSTRAINT "distribution_presets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_fallback_employee_id_employees_id_fk" FOREIGN KEY ("fallback_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_employees_member_key" ON "distribution_employees" USING btree ("distribution_id","employee_id");--> statement-breakpoint
CREATE INDEX "distribution_employees_project_employee_idx" ON "distribution_employees" USING btree ("project_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_leads_deal_key" ON "distribution_leads" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "distribution_leads_due_idx" ON "distribution_leads" USING btree ("due_at") WHERE "distribution_leads"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "distribution_leads_writeback_due_idx" ON "distribution_leads" USING btree ("writeback_due_at") WHERE "distribution_leads"."writeback_state" = 'pending';--> statement-breakpoint
CREATE INDEX "distribution_leads_distribution_state_idx" ON "distribution_leads" USING btree ("distribution_id","state");--> statement-breakpoint
CREATE INDEX "distribution_logs_project_at_idx" ON "distribution_logs" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "distribution_logs_distribution_at_idx" ON "distribution_logs" USING btree ("distribution_id","at");--> statement-breakpoint
CREATE INDEX "distribution_logs_employee_at_idx" ON "distribution_logs" USING btree ("project_id","employee_id","at");--> statement-breakpoint
CREATE INDEX "distribution_logs_deal_idx" ON "distribution_logs" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "distribution_presets_project_idx" ON "distribution_presets" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "distributions_project_idx" ON "distributions" USING btree ("project_id","active","position");