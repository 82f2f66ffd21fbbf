DROP INDEX "reservations_property_id_index";--> statement-breakpoint
CREATE INDEX "reservations_property_id_start_at_index" ON "reservations" USING btree ("property_id","start_at");