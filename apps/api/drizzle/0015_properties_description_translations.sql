-- A property's description in other languages (docs/decisions/0021-domain-messages.md): locale → text, only
-- 'fr' and 'rw', each 1..300 characters (DESCRIPTION_MAX, the description's own limit). The API answers it
-- instead of the description to a request in that language; a property without one answers its own text.
ALTER TABLE "properties" ADD COLUMN "description_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_description_translations_check" CHECK (CASE WHEN jsonb_typeof("description_translations") = 'object' THEN
  ("description_translations" - ARRAY['fr', 'rw']) = '{}'::jsonb
  AND ("description_translations" -> 'fr' IS NULL OR (jsonb_typeof("description_translations" -> 'fr') = 'string'
    AND char_length("description_translations" ->> 'fr') BETWEEN 1 AND 300))
  AND ("description_translations" -> 'rw' IS NULL OR (jsonb_typeof("description_translations" -> 'rw') = 'string'
    AND char_length("description_translations" ->> 'rw') BETWEEN 1 AND 300))
  ELSE false END);
