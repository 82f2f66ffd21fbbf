ALTER TABLE "reservations" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_price_check" CHECK ("reservations"."price_cents" >= 0);--> statement-breakpoint
-- A booking made before this keeps what its card was charged (refunded or not); a free one
-- (no payment) is 0. Never the schedule's price today, which may have changed since.
UPDATE "reservations" SET "price_cents" = "paid"."amount", "total_cents" = "paid"."amount", "currency" = "paid"."currency"
FROM (
	SELECT "reservation_id", sum("amount_cents")::integer AS "amount", min("currency") AS "currency"
	FROM "payments" WHERE "reservation_id" IS NOT NULL GROUP BY "reservation_id"
) AS "paid"
WHERE "paid"."reservation_id" = "reservations"."id";
