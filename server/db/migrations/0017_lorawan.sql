-- LoRaWAN uplinks (issue 27): the signal-to-noise ratio and frame counter beside the spreading factor and signal
-- strength readings already had, the join and battery level a network server reports for a device, and the log of
-- every integration event (outcome counts; a replayed event is stored once). Nullable columns without a default add
-- no rewrite of the readout partitions.
CREATE TABLE "lorawan_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"deduplication_id" text,
	"dev_eui" text,
	"company_id" integer,
	"installation_id" integer,
	"outcome" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "network_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "battery_level" double precision;--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "battery_level_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "readouts" ADD COLUMN "snr" double precision;--> statement-breakpoint
ALTER TABLE "readouts" ADD COLUMN "frame_counter" bigint;--> statement-breakpoint
ALTER TABLE "lorawan_events" ADD CONSTRAINT "lorawan_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lorawan_events" ADD CONSTRAINT "lorawan_events_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lorawan_events_replay_key" ON "lorawan_events" USING btree ("installation_id","event","deduplication_id") WHERE "lorawan_events"."installation_id" IS NOT NULL AND "lorawan_events"."deduplication_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lorawan_events_company_idx" ON "lorawan_events" USING btree ("company_id","received_at");--> statement-breakpoint
CREATE INDEX "installations_device_eui_idx" ON "installations" USING btree (upper("device_eui"));