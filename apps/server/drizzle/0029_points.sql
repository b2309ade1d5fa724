-- Points: an append-only ledger per project (docs/decisions.md, "Points"). balance_after is the
-- employee's sum right after the row, written under the employee's row lock; seq orders rows of
-- one instant. Balances read the newest row per employee through (project_id, employee_id, seq).
CREATE TABLE "point_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"comment" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_amount_check" CHECK ("point_transactions"."amount" <> 0),
	CONSTRAINT "point_transactions_balance_check" CHECK ("point_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_transactions_project_employee_seq_idx" ON "point_transactions" USING btree ("project_id","employee_id","seq");--> statement-breakpoint
CREATE INDEX "point_transactions_project_seq_idx" ON "point_transactions" USING btree ("project_id","seq");