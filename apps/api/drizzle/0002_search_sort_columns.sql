ALTER TABLE "properties" ADD COLUMN "first_discount" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lowest_price" integer;--> statement-breakpoint
CREATE INDEX "properties_public_discount_idx" ON "properties" USING btree ("first_discount" DESC NULLS FIRST,"id") WHERE "properties"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("lowest_price","id") WHERE "properties"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "properties_public_rating_idx" ON "properties" USING btree ("rating" DESC NULLS FIRST,"id") WHERE "properties"."review_status" = 'approved';