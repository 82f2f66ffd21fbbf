ALTER TABLE "account_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "account_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "account_requests" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_requests_property_id_status_created_at_index" ON "account_requests" USING btree ("property_id","status","created_at");