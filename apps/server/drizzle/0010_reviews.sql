CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"service_id" integer,
	"reviewer_id" integer NOT NULL,
	"reviewee_id" integer NOT NULL,
	"reviewer_role" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"published_at" timestamp (3) with time zone,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_reviewer_role_check" CHECK ("reviews"."reviewer_role" in ('client', 'freelancer')),
	CONSTRAINT "reviews_not_self" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewee_id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_reviewer_unique" ON "reviews" USING btree ("order_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_id_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_published_idx" ON "reviews" USING btree ("reviewee_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_service_published_idx" ON "reviews" USING btree ("service_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."published_at" is not null and "reviews"."reviewer_role" = 'client';--> statement-breakpoint
CREATE INDEX "reviews_window_idx" ON "reviews" USING btree ("window_ends_at") WHERE "reviews"."published_at" is null;