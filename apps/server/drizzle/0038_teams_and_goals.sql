CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"scope" text NOT NULL,
	"employee_id" uuid,
	"team_id" uuid,
	"period" text NOT NULL,
	"recurring" boolean NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date,
	"target" double precision NOT NULL,
	"split" text DEFAULT 'none' NOT NULL,
	"weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"met_period" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_target_check" CHECK ("goals"."target" > 0),
	CONSTRAINT "goals_days_check" CHECK ("goals"."to_day" is null or "goals"."from_day" <= "goals"."to_day"),
	CONSTRAINT "goals_scope_check" CHECK (("goals"."scope" = 'employee' and "goals"."employee_id" is not null and "goals"."team_id" is null)
        or ("goals"."scope" = 'team' and "goals"."team_id" is not null and "goals"."employee_id" is null)
        or ("goals"."scope" = 'project' and "goals"."employee_id" is null and "goals"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "team_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date,
	CONSTRAINT "team_memberships_days_check" CHECK ("team_memberships"."to_day" is null or "team_memberships"."from_day" <= "team_memberships"."to_day")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lead_employee_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_lead_employee_id_employees_id_fk" FOREIGN KEY ("lead_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_project_metric_idx" ON "goals" USING btree ("project_id","metric","scope");--> statement-breakpoint
CREATE INDEX "goals_employee_idx" ON "goals" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "goals_team_idx" ON "goals" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_memberships_current_key" ON "team_memberships" USING btree ("employee_id") WHERE "team_memberships"."to_day" is null;--> statement-breakpoint
CREATE INDEX "team_memberships_project_team_idx" ON "team_memberships" USING btree ("project_id","team_id","from_day");--> statement-breakpoint
CREATE INDEX "team_memberships_employee_idx" ON "team_memberships" USING btree ("employee_id","from_day");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_project_name_key" ON "teams" USING btree ("project_id",lower("name")) WHERE "teams"."archived_at" is null;