CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "installations_company_serial_idx" ON "installations" USING btree ("company_id","serial_number");--> statement-breakpoint
CREATE INDEX "installations_company_last_readout_idx" ON "installations" USING btree ("company_id","last_readout_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "installations_company_volume_idx" ON "installations" USING btree ("company_id","volume_m3" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "installations_company_alert_count_idx" ON "installations" USING btree ("company_id","alert_count","id");--> statement-breakpoint
CREATE INDEX "installations_company_created_at_idx" ON "installations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "installations_last_readout_idx" ON "installations" USING btree ("last_readout_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "installations_volume_idx" ON "installations" USING btree ("volume_m3" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "installations_alert_count_idx" ON "installations" USING btree ("alert_count","id");--> statement-breakpoint
CREATE INDEX "installations_created_at_idx" ON "installations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "installations_meter_type_idx" ON "installations" USING btree ("meter_type","serial_number");--> statement-breakpoint
CREATE INDEX "installations_search_idx" ON "installations" USING gin (("serial_number" || E'\n' || coalesce("device_eui", '') || E'\n' || "article" || E'\n' || "production_number" || E'\n' || coalesce("comm_module_serial", '')) gin_trgm_ops);