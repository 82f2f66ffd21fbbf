ALTER TABLE "payments" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_property_id_status_index" ON "payments" USING btree ("property_id","status");--> statement-breakpoint
-- A booking's payment is its building's. A charge kept without a booking (its refund failed)
-- is the building of the payer's latest lease: the building they booked in.
UPDATE "payments" SET "property_id" = "reservations"."property_id"
FROM "reservations" WHERE "reservations"."id" = "payments"."reservation_id";--> statement-breakpoint
UPDATE "payments" SET "property_id" = (
	SELECT "units"."property_id" FROM "lease_signers"
	JOIN "leases" ON "leases"."id" = "lease_signers"."lease_id"
	JOIN "units" ON "units"."id" = "leases"."unit_id"
	WHERE "lease_signers"."user_id" = "payments"."user_id"
	ORDER BY "leases"."start_at" DESC, "leases"."id" DESC LIMIT 1
)
WHERE "payments"."reservation_id" IS NULL;
