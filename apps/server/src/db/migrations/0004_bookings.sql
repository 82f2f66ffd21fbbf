CREATE TABLE "booking_entities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_entities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"type" text DEFAULT 'room' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"step" integer,
	"minimum_duration" integer,
	"maximum_duration" integer,
	"buffer_duration" integer,
	"maximum_concurrent_booking" integer DEFAULT 1 NOT NULL,
	"ranges" jsonb NOT NULL,
	"dates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_entities_price_check" CHECK ("booking_entities"."price_cents" >= 0),
	CONSTRAINT "booking_entities_capacity_check" CHECK ("booking_entities"."maximum_concurrent_booking" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_event_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_event_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_event_groups_price_check" CHECK ("booking_event_groups"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"max_available" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_events_seats_check" CHECK ("booking_events"."max_available" >= 0),
	CONSTRAINT "booking_events_price_check" CHECK ("booking_events"."price_cents" >= 0),
	CONSTRAINT "booking_events_times_check" CHECK ("booking_events"."end_at" > "booking_events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "calendar_feeds_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "card_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"public_key" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "local_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer,
	"user_id" integer NOT NULL,
	"processor" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"entity_id" integer,
	"event_id" integer,
	"user_id" integer NOT NULL,
	"lease_id" integer,
	"unit_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"canceled_at" timestamp with time zone,
	"canceled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_target_check" CHECK (("reservations"."entity_id" is null) <> ("reservations"."event_id" is null)),
	CONSTRAINT "reservations_times_check" CHECK ("reservations"."end_at" > "reservations"."start_at")
);
--> statement-breakpoint
ALTER TABLE "booking_entities" ADD CONSTRAINT "booking_entities_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_event_groups" ADD CONSTRAINT "booking_event_groups_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_group_id_booking_event_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."booking_event_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_token_id_card_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."card_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_entity_id_booking_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."booking_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_event_id_booking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."booking_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_entities_service_id_deleted_position_index" ON "booking_entities" USING btree ("service_id","deleted","position");--> statement-breakpoint
CREATE INDEX "booking_event_groups_service_id_deleted_position_index" ON "booking_event_groups" USING btree ("service_id","deleted","position");--> statement-breakpoint
CREATE INDEX "booking_events_group_id_deleted_start_at_index" ON "booking_events" USING btree ("group_id","deleted","start_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "local_charges_token_id_index" ON "local_charges" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "payments_reservation_id_index" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_index" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_processor_charge_id_index" ON "payments" USING btree ("processor","charge_id");--> statement-breakpoint
CREATE INDEX "reservations_entity_id_start_at_index" ON "reservations" USING btree ("entity_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_event_id_index" ON "reservations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "reservations_user_id_service_id_start_at_index" ON "reservations" USING btree ("user_id","service_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_unit_id_service_id_start_at_index" ON "reservations" USING btree ("unit_id","service_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_lease_id_index" ON "reservations" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "reservations_service_id_start_at_index" ON "reservations" USING btree ("service_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_property_id_index" ON "reservations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "reservations_organization_id_index" ON "reservations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "reservations_canceled_by_index" ON "reservations" USING btree ("canceled_by");