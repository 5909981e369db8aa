CREATE TABLE "tablets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"android_id" text NOT NULL,
	"android_version" text DEFAULT '' NOT NULL,
	"device_model" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_converters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_converters_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tour_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"item_number" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"meter_serial" text NOT NULL,
	"measuring_point" text DEFAULT '' NOT NULL,
	"register_id" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"previous_value" double precision,
	"min_value" double precision,
	"max_value" double precision,
	"read_value" double precision,
	"read_at" timestamp with time zone,
	"read_by" text,
	"note" text DEFAULT '' NOT NULL,
	"source" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_row" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_state_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"action" text NOT NULL,
	"by_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"is_discarded" boolean DEFAULT false NOT NULL,
	"discarded_by_id" uuid,
	"discarded_at" timestamp with time zone,
	"tablet_id" integer,
	"parent_id" integer,
	"due_date" text,
	"import_file_name" text,
	"imported_by_id" uuid,
	"imported_at" timestamp with time zone,
	"converter" jsonb,
	"source_header" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"register_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tablets" ADD CONSTRAINT "tablets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_converters" ADD CONSTRAINT "tour_converters_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_registers" ADD CONSTRAINT "tour_registers_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_state_changes" ADD CONSTRAINT "tour_state_changes_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_state_changes" ADD CONSTRAINT "tour_state_changes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_discarded_by_id_users_id_fk" FOREIGN KEY ("discarded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_tablet_id_tablets_id_fk" FOREIGN KEY ("tablet_id") REFERENCES "public"."tablets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_parent_id_tours_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tablets_uuid_key" ON "tablets" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tablets_android_id_key" ON "tablets" USING btree ("android_id");--> statement-breakpoint
CREATE INDEX "tablets_company_idx" ON "tablets" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_registers_item_register_key" ON "tour_registers" USING btree ("tour_id","item_number","register_id");--> statement-breakpoint
CREATE INDEX "tour_registers_tour_row_idx" ON "tour_registers" USING btree ("tour_id","source_row");--> statement-breakpoint
CREATE INDEX "tour_state_changes_tour_idx" ON "tour_state_changes" USING btree ("tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_uuid_key" ON "tours" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "tours_company_idx" ON "tours" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tours_tablet_idx" ON "tours" USING btree ("tablet_id");--> statement-breakpoint
CREATE INDEX "tours_parent_idx" ON "tours" USING btree ("parent_id");