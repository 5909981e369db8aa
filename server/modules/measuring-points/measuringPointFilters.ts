import { and, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { MeasuringPointListQuery } from '../../../src/core/contract/measuringPoints.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { companyIdFilter, containsAny, groupMemberFilter } from '../../http/filterValues.ts';

/**
 * The WHERE of a measuring-point query that left-joins the assigned installation: the caller's companies
 * first, then the filters. A filter value of the wrong form is a 400 on its field, as django-filter answers.
 */
export function measuringPointFilters(
  db: Db,
  scope: CompanyScope,
  q: Pick<MeasuringPointListQuery, 'company' | 'group' | 'search' | 'assigned'>,
): SQL | undefined {
  // an embed key limited to device groups sees only the points whose meter is in one of them
  const devices = scope.devices(installations.id);
  const conditions: Array<SQL | undefined> = [scope.where(measuringPoints.companyId), devices];
  if (q.company) conditions.push(companyIdFilter(measuringPoints.companyId, q.company));
  if (q.group) conditions.push(groupMemberFilter(db, installations.id, q.group));
  if (q.assigned === 'true') conditions.push(isNotNull(installations.id));
  if (q.assigned === 'false') conditions.push(isNull(installations.id));
  if (q.search) {
    conditions.push(
      containsAny(q.search.trim(), [
        measuringPoints.name,
        measuringPoints.measuringPointId,
        measuringPoints.customerMeasuringPointId,
        installations.serialNumber,
        installations.commModuleSerial,
      ]),
    );
  }
  return and(...conditions);
}
