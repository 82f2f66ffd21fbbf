CREATE TABLE "content_versions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Every organization that exists gets its row now: a list is kept in memory only while its
-- organization has a row (a version that nothing could have skipped).
INSERT INTO "content_versions" ("organization_id", "version") SELECT "id", 1 FROM "organizations";
--> statement-breakpoint
-- One bump per organization and statement, in the writing transaction, in a fixed order (two
-- transactions bumping the same organizations wait for each other instead of deadlocking).
CREATE FUNCTION "bump_content_versions"(organization_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "content_versions" AS cv ("organization_id", "version")
  SELECT DISTINCT id, 1 FROM unnest(organization_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT ("organization_id") DO UPDATE SET "version" = cv."version" + 1
$$;
--> statement-breakpoint
-- A statement trigger's argument is the query of the organizations its rows touch, with %1$I
-- for the rows (the statement's transition tables: new_rows, old_rows or both).
CREATE FUNCTION "content_rows_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched integer[] := '{}';
  found integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    EXECUTE 'SELECT array_agg(o) FROM (' || format(TG_ARGV[0], 'new_rows') || ') AS s(o)' INTO found;
    touched := touched || coalesce(found, '{}');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE 'SELECT array_agg(o) FROM (' || format(TG_ARGV[0], 'old_rows') || ') AS s(o)' INTO found;
    touched := touched || coalesce(found, '{}');
  END IF;
  PERFORM "bump_content_versions"(touched);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "content_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A table whose rows some list shows: its writes bump the organizations `organizations_of`
-- names. A later migration calls it for a new table.
CREATE FUNCTION "watch_content"(watched regclass, organizations_of text, events text[] DEFAULT ARRAY['INSERT', 'UPDATE', 'DELETE']) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY events LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION "content_rows_changed"(%L)',
      'content_' || lower(event), event, watched,
      CASE event
        WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
        WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
      END,
      organizations_of);
  END LOOP;
  EXECUTE format(
    'CREATE TRIGGER "content_truncate" AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION "content_truncated"()',
    watched);
END
$$;
--> statement-breakpoint
-- A new organization starts with its row, so that its lists are kept from the start.
SELECT "watch_content"('organizations', 'SELECT id FROM %1$I', ARRAY['INSERT']);
--> statement-breakpoint
SELECT "watch_content"('service_categories', 'SELECT organization_id FROM %1$I');
--> statement-breakpoint
SELECT "watch_content"('services', 'SELECT c.organization_id FROM %1$I r JOIN service_categories c ON c.id = r.category_id');
--> statement-breakpoint
SELECT "watch_content"('service_files', 'SELECT c.organization_id FROM %1$I r JOIN services s ON s.id = r.service_id JOIN service_categories c ON c.id = s.category_id');
--> statement-breakpoint
SELECT "watch_content"('news', 'SELECT organization_id FROM %1$I');
--> statement-breakpoint
SELECT "watch_content"('news_files', 'SELECT n.organization_id FROM %1$I r JOIN news n ON n.id = r.news_id');
--> statement-breakpoint
SELECT "watch_content"('posts', 'SELECT organization_id FROM %1$I');
--> statement-breakpoint
-- A new file is in no list until a row of the tables above points to it.
SELECT "watch_content"('files', 'SELECT organization_id FROM %1$I', ARRAY['UPDATE', 'DELETE']);
--> statement-breakpoint
SELECT "watch_content"('properties', 'SELECT organization_id FROM %1$I');
--> statement-breakpoint
SELECT "watch_content"('units', 'SELECT p.organization_id FROM %1$I r JOIN properties p ON p.id = r.property_id UNION ALL SELECT u.organization_id FROM %1$I r JOIN leases l ON l.unit_id = r.id JOIN lease_signers s ON s.lease_id = l.id JOIN users u ON u.id = s.user_id');
--> statement-breakpoint
SELECT "watch_content"('leases', 'SELECT p.organization_id FROM %1$I r JOIN units un ON un.id = r.unit_id JOIN properties p ON p.id = un.property_id UNION ALL SELECT u.organization_id FROM %1$I r JOIN lease_signers s ON s.lease_id = r.id JOIN users u ON u.id = s.user_id');
--> statement-breakpoint
SELECT "watch_content"('lease_signers', 'SELECT u.organization_id FROM %1$I r JOIN users u ON u.id = r.user_id');
--> statement-breakpoint
-- Users: only what /api/me and the billboard's author names show (not sign-outs or passwords).
CREATE FUNCTION "user_content_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_content_versions"(ARRAY[OLD.organization_id, NEW.organization_id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "content_update" AFTER UPDATE ON "users" FOR EACH ROW
WHEN ((OLD.organization_id, OLD.username, OLD.email, OLD.role, OLD.first_name, OLD.last_name, OLD.phone)
  IS DISTINCT FROM (NEW.organization_id, NEW.username, NEW.email, NEW.role, NEW.first_name, NEW.last_name, NEW.phone))
EXECUTE FUNCTION "user_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "content_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "content_truncated"();
