CREATE TABLE "upload_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"draft" boolean NOT NULL,
	"pending" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_usage" ADD CONSTRAINT "upload_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_usage_user_id_idx" ON "upload_usage" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_usage_created_at_idx" ON "upload_usage" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_avatar_path_idx" ON "users" USING btree ("avatar_path");--> statement-breakpoint
CREATE INDEX "images_thumbnail_name_idx" ON "images" USING btree ("thumbnail_name");--> statement-breakpoint
CREATE INDEX "order_files_stored_name_idx" ON "order_files" USING btree ("stored_name");