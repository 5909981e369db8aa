import { and, eq, getTableColumns } from 'drizzle-orm';
import { installationLatest, installations } from '../../db/deviceSchema.ts';

/**
 * An installation's columns with its newest reading, volume and open-alert count (installation_latest), under
 * the names the installation row had them: select these from `installations` joined `ON latestOfInstallation`.
 */
export const installationColumns = {
  ...getTableColumns(installations),
  lastReadoutAt: installationLatest.lastReadoutAt,
  volumeM3: installationLatest.volumeM3,
  alertCount: installationLatest.alertCount,
};

/** An installation's row with its newest reading, volume and open-alert count. */
export type InstallationRow = typeof installations.$inferSelect &
  Pick<typeof installationLatest.$inferSelect, 'lastReadoutAt' | 'volumeM3' | 'alertCount'>;

/** A new installation's row as a list shows it: no reading yet, no alert (what its installation_latest row says). */
export const withoutReading = (row: typeof installations.$inferSelect): InstallationRow => ({
  ...row,
  lastReadoutAt: null,
  volumeM3: null,
  alertCount: 0,
});

/**
 * The join of an installation to its one row of installation_latest (triggers make it with the installation).
 * The company is part of the join, so a condition on the installation's company holds for the latest row too,
 * and a tenant's list sorted by those columns walks its company's index of them.
 */
export const latestOfInstallation = and(
  eq(installationLatest.installationId, installations.id),
  eq(installationLatest.companyId, installations.companyId),
);
