DROP INDEX "services_title_trgm_gist_idx";--> statement-breakpoint
CREATE INDEX "services_title_trgm_gist_idx" ON "services" USING gist (lower("title") gist_trgm_ops(siglen=64));