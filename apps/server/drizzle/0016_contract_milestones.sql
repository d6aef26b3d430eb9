DROP INDEX "orders_proposal_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "milestone_position" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "milestone_title" text;--> statement-breakpoint
-- Every contract accepted before milestones existed is a contract of one milestone.
UPDATE "orders" SET "milestone_position" = 1 WHERE "kind" = 'contract';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_proposal_milestone_unique" ON "orders" USING btree ("proposal_id","milestone_position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_milestone_of_contract" CHECK (("orders"."kind" = 'contract') = ("orders"."milestone_position" is not null));