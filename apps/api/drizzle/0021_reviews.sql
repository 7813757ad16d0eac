-- Reviews of finished stays, hosts' replies and reports (docs/decisions/0025-reviews.md).
--
-- A property's rating is the average overall score of its published reviews, one decimal (0 without reviews),
-- and review_count how many there are: both kept by the trigger below, so every writer (the API, the seed, SQL
-- typed by hand) keeps them true, and lists, the rating filter and the rating sort read a column as before.
ALTER TABLE "properties" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "reviews" (
  "id" serial PRIMARY KEY NOT NULL,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE restrict,
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE restrict,
  "room_type_id" integer NOT NULL REFERENCES "room_types"("id") ON DELETE restrict,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "stay_month" date NOT NULL,
  "overall" smallint NOT NULL,
  "cleanliness" smallint NOT NULL,
  "location" smallint NOT NULL,
  "value" smallint NOT NULL,
  "welcome" smallint NOT NULL,
  "text" text NOT NULL,
  "status" text DEFAULT 'published' NOT NULL,
  "hidden_reason" text,
  "reply_text" text,
  "reply_created_at" timestamp with time zone,
  "reply_updated_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reviews_scores_range" CHECK ("overall" BETWEEN 1 AND 5 AND "cleanliness" BETWEEN 1 AND 5 AND "location" BETWEEN 1 AND 5
    AND "value" BETWEEN 1 AND 5 AND "welcome" BETWEEN 1 AND 5),
  CONSTRAINT "reviews_text_length" CHECK (char_length("text") BETWEEN 20 AND 2000),
  CONSTRAINT "reviews_status_check" CHECK ("status" IN ('published', 'hidden')),
  CONSTRAINT "reviews_stay_month_first_day" CHECK (extract(day FROM "stay_month") = 1),
  CONSTRAINT "reviews_hidden_reason" CHECK ("hidden_reason" IS NULL OR char_length("hidden_reason") BETWEEN 1 AND 500),
  CONSTRAINT "reviews_reply" CHECK (("reply_text" IS NULL AND "reply_created_at" IS NULL AND "reply_updated_at" IS NULL)
    OR (char_length("reply_text") BETWEEN 1 AND 2000 AND "reply_created_at" IS NOT NULL AND "reply_updated_at" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_property_published_idx" ON "reviews" USING btree ("property_id","created_at" DESC,"id" DESC) WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_property_id_idx" ON "reviews" USING btree ("property_id","id");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "review_reports" (
  "id" serial PRIMARY KEY NOT NULL,
  "review_id" integer NOT NULL REFERENCES "reviews"("id") ON DELETE cascade,
  "reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "reason" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  CONSTRAINT "review_reports_reason_length" CHECK (char_length("reason") BETWEEN 5 AND 500),
  CONSTRAINT "review_reports_status_check" CHECK ("status" IN ('open', 'dismissed', 'resolved'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_open_key" ON "review_reports" USING btree ("review_id","reporter_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at" DESC,"review_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "review_reports_review_id_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
-- A property's rating and review count from its published reviews. The property row is locked first, then the
-- reviews are read by a statement of their own: in READ COMMITTED each statement of a volatile function sees
-- what committed before it began, so two reviews of one property written at once are both counted (the second
-- waits for the first's lock, then reads its review). The lock is FOR NO KEY UPDATE, what the UPDATE takes anyway:
-- it does not wait on the KEY SHARE lock each writer's foreign key already holds on the property (FOR UPDATE
-- would, and two writers would deadlock). The property is updated only when a figure changes, and that update is
-- what announces 'listings' to every API process (migration 0011's trigger on properties).
CREATE FUNCTION rate_property(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_rating real;
  new_count integer;
BEGIN
  PERFORM 1 FROM properties WHERE id = target FOR NO KEY UPDATE;
  SELECT coalesce(round(avg(overall)::numeric, 1), 0)::real, count(*)::integer
    INTO new_rating, new_count
    FROM reviews WHERE property_id = target AND status = 'published';
  UPDATE properties SET rating = new_rating, review_count = new_count
    WHERE id = target AND (rating IS DISTINCT FROM new_rating OR review_count IS DISTINCT FROM new_count);
END
$$;--> statement-breakpoint
CREATE FUNCTION reviews_rate_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM rate_property(OLD.property_id);
  ELSE
    PERFORM rate_property(NEW.property_id);
    IF TG_OP = 'UPDATE' AND OLD.property_id <> NEW.property_id THEN
      PERFORM rate_property(OLD.property_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_insert_delete_rate AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rate_property();--> statement-breakpoint
CREATE TRIGGER reviews_update_rate AFTER UPDATE OF overall, status, property_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rate_property();--> statement-breakpoint
-- Ratings come only from reviews from now on: every property's rating is recomputed (without reviews: 0).
UPDATE properties p SET
  rating = coalesce((SELECT round(avg(r.overall)::numeric, 1) FROM reviews r
    WHERE r.property_id = p.id AND r.status = 'published'), 0),
  review_count = (SELECT count(*) FROM reviews r WHERE r.property_id = p.id AND r.status = 'published');
