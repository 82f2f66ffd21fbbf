ALTER TABLE "booking_entities" ADD COLUMN "booking_horizon_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_event_groups" ADD COLUMN "booking_horizon_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "max_seats_per_user" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_entities" ADD CONSTRAINT "booking_entities_horizon_check" CHECK ("booking_entities"."booking_horizon_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "booking_event_groups" ADD CONSTRAINT "booking_event_groups_horizon_check" CHECK ("booking_event_groups"."booking_horizon_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_seats_per_user_check" CHECK ("booking_events"."max_seats_per_user" > 0);