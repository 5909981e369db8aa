import { and, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import type { InstallationListQuery } from '../../../src/core/contract/installations.ts';
import { isAlertState } from '../../../src/core/domain/alertStates.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { alerts, installations } from '../../db/deviceSchema.ts';
import { installationSearchText, SEARCH_SEPARATOR } from '../../db/installationSearchText.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { companyIdFilter, containsPattern, groupMemberFilter } from '../../http/filterValues.ts';

/**
 * The WHERE of an installation list: the caller's companies first, then the DRF-style filters. A
 * filter value of the wrong form is a 400 on its field, as django-filter answers.
 */
export function installationFilters(db: Db, scope: CompanyScope, q: Partial<InstallationListQuery>): SQL | undefined {
  const conditions: Array<SQL | undefined> = [scope.where(installations.companyId), scope.devices(installations.id)];
  if (q.serial_number) conditions.push(eq(installations.serialNumber, q.serial_number));
  if (q.meter_type) conditions.push(eq(installations.meterType, q.meter_type));
  if (q.company) conditions.push(companyIdFilter(installations.companyId, q.company));
  if (q.group) conditions.push(groupMemberFilter(db, installations.id, q.group));
  if (q.alert) {
    if (!isAlertState(q.alert)) throw fieldError('alert', msg('invalidChoice', { input: q.alert }));
    const open = db
      .select({ one: sql`1` })
      .from(alerts)
      .where(
        and(eq(alerts.installationId, installations.id), eq(alerts.state, q.alert), sql`${alerts.endedAt} IS NULL`),
      );
    conditions.push(exists(open));
  }
  if (q.search) {
    // one trigram-indexed text instead of five ILIKEs; a search with the separator matches no single column
    conditions.push(
      q.search.includes(SEARCH_SEPARATOR)
        ? sql`false`
        : ilike(installationSearchText(installations), containsPattern(q.search)),
    );
  }
  return and(...conditions);
}
