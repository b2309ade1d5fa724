-- Point contests (docs/decisions.md, "Point contests"): a competition over local days on one pulse
-- figure, settled once by a job after its last day; its prizes are ledger rows pointing at it.
CREATE TABLE "point_contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"prizes" jsonb NOT NULL,
	"participants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"canceled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"results" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_contests_days_check" CHECK ("point_contests"."starts_on" <= "point_contests"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "point_transactions" ADD COLUMN "contest_id" uuid;--> statement-breakpoint
ALTER TABLE "point_contests" ADD CONSTRAINT "point_contests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_contests" ADD CONSTRAINT "point_contests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_contests_project_created_idx" ON "point_contests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "point_contests_unsettled_idx" ON "point_contests" USING btree ("ends_on") WHERE "point_contests"."settled_at" is null and "point_contests"."canceled_at" is null;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_contest_id_point_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."point_contests"("id") ON DELETE set null ON UPDATE no action;