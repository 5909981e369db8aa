-- The inlet meters of a device group (bulk meters of its district), for the water balance of issue 29.
CREATE TABLE "meter_group_inlets" (
	"group_id" integer NOT NULL,
	"installation_id" integer NOT NULL,
	CONSTRAINT "meter_group_inlets_pkey" PRIMARY KEY("group_id","installation_id")
);
--> statement-breakpoint
ALTER TABLE "meter_group_inlets" ADD CONSTRAINT "meter_group_inlets_group_id_meter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."meter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_group_inlets" ADD CONSTRAINT "meter_group_inlets_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_group_inlets_installation_idx" ON "meter_group_inlets" USING btree ("installation_id");