CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer,
	"kind" text NOT NULL,
	"name" text,
	"stored_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storedName_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer,
	"title" jsonb NOT NULL,
	"sub_title" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_files" (
	"news_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_files_news_id_file_id_pk" PRIMARY KEY("news_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_files" (
	"service_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_files_service_id_file_id_pk" PRIMARY KEY("service_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{"fr":"","en":""}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"icon_file_id" integer,
	"hours" jsonb DEFAULT '{"monday":[],"tuesday":[],"wednesday":[],"thursday":[],"friday":[],"saturday":[],"sunday":[]}'::jsonb NOT NULL,
	"link" text,
	"external_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_active_bookings_per_user" integer,
	"max_active_bookings_per_unit" integer,
	"phone_number" text,
	"email" text,
	"show_available_schedules_for_date" boolean DEFAULT false NOT NULL,
	"available_only_for_user_signed_on_lease" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_files" ADD CONSTRAINT "news_files_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_files" ADD CONSTRAINT "news_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_organization_id_kind_created_at_index" ON "files" USING btree ("organization_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "files_property_id_kind_created_at_index" ON "files" USING btree ("property_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "news_organization_id_status_created_at_index" ON "news" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "news_property_id_status_created_at_index" ON "news" USING btree ("property_id","status","created_at");--> statement-breakpoint
CREATE INDEX "news_image_file_id_index" ON "news" USING btree ("image_file_id");--> statement-breakpoint
CREATE INDEX "news_files_file_id_index" ON "news_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "service_categories_organization_id_deleted_position_index" ON "service_categories" USING btree ("organization_id","deleted","position");--> statement-breakpoint
CREATE INDEX "service_categories_property_id_deleted_position_index" ON "service_categories" USING btree ("property_id","deleted","position");--> statement-breakpoint
CREATE INDEX "service_files_file_id_index" ON "service_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "services_category_id_active_position_index" ON "services" USING btree ("category_id","active","position");--> statement-breakpoint
CREATE INDEX "services_icon_file_id_index" ON "services" USING btree ("icon_file_id");