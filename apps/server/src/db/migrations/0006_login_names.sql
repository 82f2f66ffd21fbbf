CREATE TABLE "email_change_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_change_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_names" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_names" ADD CONSTRAINT "login_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_id_index" ON "email_change_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_names_user_id_index" ON "login_names" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION "sync_login_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM "login_names" WHERE "user_id" = OLD."id";
	END IF;
	-- A user whose username is their e-mail holds that name once; a name held by another user
	-- violates the primary key and the whole statement on users fails.
	INSERT INTO "login_names" ("name", "user_id")
		SELECT DISTINCT "name", NEW."id" FROM unnest(ARRAY[lower(NEW."username"), lower(NEW."email")]) AS "name";
	RETURN NEW;
END
$$;
--> statement-breakpoint
-- Existing rows: usernames first, so where a tenant had set another user's login name as their
-- e-mail, the name stays with the user who signs in with it.
INSERT INTO "login_names" ("name", "user_id") SELECT lower("username"), "id" FROM "users";
--> statement-breakpoint
INSERT INTO "login_names" ("name", "user_id") SELECT lower("email"), "id" FROM "users" ORDER BY "id" ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "users_login_names" AFTER INSERT OR UPDATE OF "username", "email" ON "users" FOR EACH ROW EXECUTE FUNCTION "sync_login_names"();
