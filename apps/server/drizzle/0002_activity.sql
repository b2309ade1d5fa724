CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"data_provider_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"owner_user_id" uuid,
	"employee_id" uuid,
	"deal_external_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"answered" boolean NOT NULL,
	"direction" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_owner_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_stage_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"amount" numeric(14, 2),
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"data_provider_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"title" text,
	"owner_user_id" uuid,
	"employee_id" uuid,
	"stage" text NOT NULL,
	"amount" numeric(14, 2),
	"product" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"data_provider_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"employee_id" uuid,
	"mapped_manually" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"data_provider_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"owner_user_id" uuid,
	"employee_id" uuid,
	"deal_external_id" text,
	"title" text,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"credentials" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_data_provider_id_data_providers_id_fk" FOREIGN KEY ("data_provider_id") REFERENCES "public"."data_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_owner_user_id_provider_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."provider_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_owner_changes" ADD CONSTRAINT "deal_owner_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_owner_changes" ADD CONSTRAINT "deal_owner_changes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_owner_changes" ADD CONSTRAINT "deal_owner_changes_owner_user_id_provider_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."provider_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_changes" ADD CONSTRAINT "deal_stage_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_changes" ADD CONSTRAINT "deal_stage_changes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_data_provider_id_data_providers_id_fk" FOREIGN KEY ("data_provider_id") REFERENCES "public"."data_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_user_id_provider_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."provider_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_users" ADD CONSTRAINT "provider_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_users" ADD CONSTRAINT "provider_users_data_provider_id_data_providers_id_fk" FOREIGN KEY ("data_provider_id") REFERENCES "public"."data_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_users" ADD CONSTRAINT "provider_users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_data_provider_id_data_providers_id_fk" FOREIGN KEY ("data_provider_id") REFERENCES "public"."data_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_user_id_provider_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."provider_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_providers" ADD CONSTRAINT "data_providers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_provider_external_key" ON "calls" USING btree ("data_provider_id","external_id");--> statement-breakpoint
CREATE INDEX "calls_project_started_idx" ON "calls" USING btree ("project_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_project_employee_started_idx" ON "calls" USING btree ("project_id","employee_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_owner_idx" ON "calls" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "deal_owner_changes_project_assigned_idx" ON "deal_owner_changes" USING btree ("project_id","assigned_at");--> statement-breakpoint
CREATE INDEX "deal_owner_changes_deal_idx" ON "deal_owner_changes" USING btree ("deal_id","assigned_at");--> statement-breakpoint
CREATE INDEX "deal_stage_changes_project_changed_idx" ON "deal_stage_changes" USING btree ("project_id","changed_at");--> statement-breakpoint
CREATE INDEX "deal_stage_changes_deal_idx" ON "deal_stage_changes" USING btree ("deal_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_provider_external_key" ON "deals" USING btree ("data_provider_id","external_id");--> statement-breakpoint
CREATE INDEX "deals_project_created_idx" ON "deals" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_project_employee_created_idx" ON "deals" USING btree ("project_id","employee_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_owner_idx" ON "deals" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_users_provider_external_key" ON "provider_users" USING btree ("data_provider_id","external_id");--> statement-breakpoint
CREATE INDEX "provider_users_project_employee_idx" ON "provider_users" USING btree ("project_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_provider_external_key" ON "tasks" USING btree ("data_provider_id","external_id");--> statement-breakpoint
CREATE INDEX "tasks_project_completed_idx" ON "tasks" USING btree ("project_id","completed_at");--> statement-breakpoint
CREATE INDEX "tasks_project_employee_due_idx" ON "tasks" USING btree ("project_id","employee_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_owner_idx" ON "tasks" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "data_providers_project_idx" ON "data_providers" USING btree ("project_id","created_at");