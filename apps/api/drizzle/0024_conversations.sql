-- Messages between a guest and a property's host (docs/decisions/0028-conversations.md).
-- A conversation is about a booking (booking_id set, one per booking) or a question asked before booking (one per
-- guest and property while booking_id is null). Each side's read mark and last email live on the conversation.
CREATE TABLE "conversations" (
  "id" serial PRIMARY KEY,
  "property_id" integer NOT NULL REFERENCES "properties" ("id") ON DELETE CASCADE,
  "guest_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "host_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "booking_id" integer REFERENCES "bookings" ("id") ON DELETE CASCADE,
  -- The last message each side has read (0: none), so unread = the other side's messages after it.
  "guest_read_id" integer DEFAULT 0 NOT NULL,
  "host_read_id" integer DEFAULT 0 NOT NULL,
  -- When each side was last emailed about a new message; cleared when they read (the 15-minute quiet time).
  "guest_emailed_at" timestamp with time zone,
  "host_emailed_at" timestamp with time zone,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  "reported_at" timestamp with time zone,
  "reported_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "report_reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversations_two_people" CHECK ("guest_id" <> "host_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_booking_key" ON "conversations" ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_question_key" ON "conversations" ("guest_id", "property_id")
  WHERE "booking_id" IS NULL;--> statement-breakpoint
-- "My conversations", newest activity first, for each side.
CREATE INDEX "conversations_guest_activity_idx" ON "conversations" ("guest_id", "last_message_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "conversations_host_activity_idx" ON "conversations" ("host_id", "last_message_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "conversations_reported_idx" ON "conversations" ("reported_at" DESC, "id" DESC)
  WHERE "reported_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "messages" (
  "id" serial PRIMARY KEY,
  "conversation_id" integer NOT NULL REFERENCES "conversations" ("id") ON DELETE CASCADE,
  "sender_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "messages_body_length" CHECK (char_length("body") BETWEEN 1 AND 2000)
);--> statement-breakpoint
CREATE INDEX "messages_conversation_id_idx" ON "messages" ("conversation_id", "id");--> statement-breakpoint
-- Open pages of both sides (the sender's other tabs too) hear of a new message at commit, on the channel the
-- live events relay (docs/decisions/0027-notifications-in-the-app.md).
CREATE FUNCTION notify_message_created() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people record;
BEGIN
  SELECT guest_id, host_id INTO people FROM conversations WHERE id = NEW.conversation_id;
  PERFORM pg_notify('user_events', json_build_object('userId', people.guest_id, 'type', 'message',
    'conversationId', NEW.conversation_id, 'messageId', NEW.id)::text);
  PERFORM pg_notify('user_events', json_build_object('userId', people.host_id, 'type', 'message',
    'conversationId', NEW.conversation_id, 'messageId', NEW.id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER messages_insert_notify AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION notify_message_created();
