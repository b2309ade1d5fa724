-- Media objects (docs/decisions.md, "Gift images"): uploaded images kept in the database, and a
-- gift's picture referring to one.
CREATE TABLE "media_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_products" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_project_idx" ON "media_objects" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "gift_products" ADD CONSTRAINT "gift_products_image_id_media_objects_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;