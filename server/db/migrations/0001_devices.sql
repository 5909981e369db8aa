CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"installation_id" integer NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"meter_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" text NOT NULL,
	"device_eui" text,
	"meter_type" text NOT NULL,
	"article" text DEFAULT '' NOT NULL,
	"production_number" text DEFAULT '' NOT NULL,
	"comm_module_type" text,
	"comm_module_version" text,
	"comm_module_serial" text,
	"comm_mod_uuid" uuid,
	"key_is_deleted" boolean DEFAULT false NOT NULL,
	"company_id" integer NOT NULL,
	"device_profile_id" integer,
	"measuring_point_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"network_registered" boolean DEFAULT false NOT NULL,
	"last_readout_at" timestamp with time zone,
	"volume_m3" double precision,
	"alert_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_group_installations" (
	"group_id" integer NOT NULL,
	"installation_id" integer NOT NULL,
	CONSTRAINT "meter_group_installations_pkey" PRIMARY KEY("group_id","installation_id")
);
--> statement-breakpoint
CREATE TABLE "meter_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readouts" (
	"installation_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"total_volume" double precision,
	"flow" double precision,
	"level1" double precision,
	"mean_velocity" double precision,
	"sensor_status" integer,
	"temperature" double precision,
	"battery_voltage" double precision,
	"battery1_status" smallint,
	"battery2_status" smallint,
	"battery_lifetime" integer,
	"signal_strength" smallint,
	"spreading_factor" smallint,
	"alert_flags" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "readouts_pkey" PRIMARY KEY("installation_id","ts")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report" jsonb,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_profiles" ADD CONSTRAINT "device_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_device_profile_id_device_profiles_id_fk" FOREIGN KEY ("device_profile_id") REFERENCES "public"."device_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_group_installations" ADD CONSTRAINT "meter_group_installations_group_id_meter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."meter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_group_installations" ADD CONSTRAINT "meter_group_installations_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_groups" ADD CONSTRAINT "meter_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_installation_idx" ON "alerts" USING btree ("installation_id","started_at");--> statement-breakpoint
CREATE INDEX "alerts_open_state_idx" ON "alerts" USING btree ("state","installation_id") WHERE "alerts"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "device_profiles_uuid_key" ON "device_profiles" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "installations_uuid_key" ON "installations" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "installations_serial_number_key" ON "installations" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "installations_company_type_idx" ON "installations" USING btree ("company_id","meter_type");--> statement-breakpoint
CREATE INDEX "meter_group_installations_installation_idx" ON "meter_group_installations" USING btree ("installation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_groups_uuid_key" ON "meter_groups" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "meter_groups_company_idx" ON "meter_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id","created_at");