DROP INDEX "services_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "services_title_trgm_gist_idx" ON "services" USING gist (lower("title") gist_trgm_ops);