DROP INDEX "bookings_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_created_at_idx";--> statement-breakpoint
CREATE INDEX "bookings_created_at_id_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_check_in_id_idx" ON "bookings" USING btree ("check_in","id");--> statement-breakpoint
CREATE INDEX "bookings_total_price_id_idx" ON "bookings" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "listing_applications_status_id_idx" ON "listing_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "properties_created_at_id_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_rating_id_idx" ON "properties" USING btree ("rating","id");