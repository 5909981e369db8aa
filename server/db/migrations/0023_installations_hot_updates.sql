-- Every stored reading (telegrams, uplinks, imports) updates its installation's newest reading, volume and open
-- alert count. With an index on any of those columns, each such update is a new row version with a new entry in
-- every index of the table (eleven b-trees and the grid's trigram index): the write cost of ingestion. Without
-- them, and with room left on each page (fillfactor), the update stays on its page and touches no index (a HOT
-- update). The grid still sorts by these columns, by sorting the rows its filters leave (measured in
-- tests/bench/installationGridBench.ts, beside the same queries with these indexes).
DROP INDEX "installations_company_last_readout_idx";--> statement-breakpoint
DROP INDEX "installations_company_volume_idx";--> statement-breakpoint
DROP INDEX "installations_company_alert_count_idx";--> statement-breakpoint
DROP INDEX "installations_last_readout_idx";--> statement-breakpoint
DROP INDEX "installations_volume_idx";--> statement-breakpoint
DROP INDEX "installations_alert_count_idx";--> statement-breakpoint
ALTER TABLE "installations" SET (fillfactor = 80);
