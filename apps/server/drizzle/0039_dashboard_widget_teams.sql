-- The teams a custom board's widget is limited to (docs/analytics.md, "Board widgets limited to teams"):
-- one row per widget (its position on the board) and team, rewritten with the widget list.
CREATE TABLE "dashboard_widget_teams" (
	"dashboard_id" uuid NOT NULL,
	"widget" integer NOT NULL,
	"team_id" uuid NOT NULL,
	CONSTRAINT "dashboard_widget_teams_dashboard_id_widget_team_id_pk" PRIMARY KEY("dashboard_id","widget","team_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_widget_teams" ADD CONSTRAINT "dashboard_widget_teams_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widget_teams" ADD CONSTRAINT "dashboard_widget_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_widget_teams_team_idx" ON "dashboard_widget_teams" USING btree ("team_id");