ALTER TABLE "payouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_user_key_unique" ON "payouts" USING btree ("user_id","idempotency_key");