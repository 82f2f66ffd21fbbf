DROP INDEX IF EXISTS "posts_organization_id_index";--> statement-breakpoint
DROP INDEX IF EXISTS "user_requests_organization_id_index";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_property_id_created_at_index" ON "posts" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_organization_id_created_at_index" ON "posts" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_requests_organization_id_created_at_index" ON "user_requests" USING btree ("organization_id","created_at");