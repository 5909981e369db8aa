-- Each installation's newest reading, volume and open-alert count move from the wide installations row (whose
-- every update rewrote all its indexes, the search index too) to a narrow table of their own, with the grid's
-- sort indexes of these columns. One row per installation: the values there now are moved, and triggers make
-- the row of each new installation and keep its company in step.
CREATE TABLE "installation_latest" (
	"installation_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"last_readout_at" timestamp with time zone,
	"volume_m3" double precision,
	"alert_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "installation_latest" ("installation_id", "company_id", "last_readout_at", "volume_m3", "alert_count")
SELECT "id", "company_id", "last_readout_at", "volume_m3", "alert_count" FROM "installations";
--> statement-breakpoint
ALTER TABLE "installation_latest" ADD CONSTRAINT "installation_latest_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_latest_company_last_readout_idx" ON "installation_latest" USING btree ("company_id","last_readout_at" NULLS FIRST,"installation_id");--> statement-breakpoint
CREATE INDEX "installation_latest_company_volume_idx" ON "installation_latest" USING btree ("company_id","volume_m3" NULLS FIRST,"installation_id");--> statement-breakpoint
CREATE INDEX "installation_latest_company_alert_count_idx" ON "installation_latest" USING btree ("company_id","alert_count","installation_id");--> statement-breakpoint
CREATE INDEX "installation_latest_last_readout_idx" ON "installation_latest" USING btree ("last_readout_at" NULLS FIRST,"installation_id");--> statement-breakpoint
CREATE INDEX "installation_latest_volume_idx" ON "installation_latest" USING btree ("volume_m3" NULLS FIRST,"installation_id");--> statement-breakpoint
CREATE INDEX "installation_latest_alert_count_idx" ON "installation_latest" USING btree ("alert_count","installation_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION meter_portal_latest_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installation_latest (installation_id, company_id) SELECT id, company_id FROM added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER installations_latest_add AFTER INSERT ON installations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION meter_portal_latest_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meter_portal_latest_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE installation_latest SET company_id = NEW.company_id WHERE installation_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER installations_latest_company AFTER UPDATE OF company_id ON installations
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION meter_portal_latest_company();
--> statement-breakpoint
DROP INDEX "installations_company_last_readout_idx";--> statement-breakpoint
DROP INDEX "installations_company_volume_idx";--> statement-breakpoint
DROP INDEX "installations_company_alert_count_idx";--> statement-breakpoint
DROP INDEX "installations_last_readout_idx";--> statement-breakpoint
DROP INDEX "installations_volume_idx";--> statement-breakpoint
DROP INDEX "installations_alert_count_idx";--> statement-breakpoint
ALTER TABLE "installations" DROP COLUMN "last_readout_at";--> statement-breakpoint
ALTER TABLE "installations" DROP COLUMN "volume_m3";--> statement-breakpoint
ALTER TABLE "installations" DROP COLUMN "alert_count";
