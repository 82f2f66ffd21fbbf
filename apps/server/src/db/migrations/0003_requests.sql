CREATE TABLE "request_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from" text NOT NULL,
	"msg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_messages_from_check" CHECK ("request_messages"."from" in ('tenant', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "user_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"phone_number" text NOT NULL,
	"emergency" boolean DEFAULT false NOT NULL,
	"animal" boolean DEFAULT false NOT NULL,
	"can_access_if_absent" boolean DEFAULT false NOT NULL,
	"alarm" boolean DEFAULT false NOT NULL,
	"alarm_code" text,
	"category_id" integer NOT NULL,
	"image_file_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decision_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_requests_status_check" CHECK ("user_requests"."status" in ('new', 'pending', 'in_progress', 'completed', 'canceled', 'done'))
);
--> statement-breakpoint
ALTER TABLE "request_categories" ADD CONSTRAINT "request_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_categories" ADD CONSTRAINT "request_categories_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_categories" ADD CONSTRAINT "request_categories_parent_id_request_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."request_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_user_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_category_id_request_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."request_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_categories_organization_id_property_id_index" ON "request_categories" USING btree ("organization_id","property_id");--> statement-breakpoint
CREATE INDEX "request_categories_property_id_index" ON "request_categories" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "request_categories_parent_id_index" ON "request_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "request_messages_request_id_created_at_index" ON "request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_messages_user_id_index" ON "request_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_requests_author_id_property_id_created_at_index" ON "user_requests" USING btree ("author_id","property_id","created_at");--> statement-breakpoint
CREATE INDEX "user_requests_property_id_created_at_index" ON "user_requests" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "user_requests_organization_id_index" ON "user_requests" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "user_requests_unit_id_index" ON "user_requests" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "user_requests_category_id_index" ON "user_requests" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "user_requests_image_file_id_index" ON "user_requests" USING btree ("image_file_id");