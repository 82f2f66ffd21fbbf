CREATE TABLE "payment_intents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"processor" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"token" text,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"reservation_id" integer,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recover_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_intents_key_unique" UNIQUE("key"),
	CONSTRAINT "payment_intents_status_check" CHECK ("payment_intents"."status" in ('pending', 'booked', 'failed', 'refunding', 'refunded', 'refund_failed'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_unsettled_idx" ON "payment_intents" USING btree ("recover_at") WHERE "payment_intents"."status" in ('pending', 'refunding');--> statement-breakpoint
CREATE INDEX "payment_intents_user_id_index" ON "payment_intents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_intents_reservation_id_index" ON "payment_intents" USING btree ("reservation_id");