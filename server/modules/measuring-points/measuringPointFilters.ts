import { and, eq, exists, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MeasuringPointListQuery } from '../../../src/core/contract/measuringPoints.ts';
import type { Caller } from '../../auth/Caller.ts';
import { companyScope } from '../../auth/tenancy.ts';
import type { Db } from '../../db/createDatabase.ts';
import { installations, meterGroupInstallations, meterGroups } from '../../db/deviceSchema.ts';
import { measuringPoints } from '../../db/measuringPointSchema.ts';
import { fieldError, msg } from '../../http/HttpError.ts';

const INT4_MAX = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of a measuring-point query that left-joins the assigned installation: the caller's companies
 * first, then the filters. A filter value of the wrong form is a 400 on its field, as django-filter answers.
 */
export function measuringPointFilters(
  db: Db,
  caller: Caller,
  q: Pick<MeasuringPointListQuery, 'company' | 'group' | 'search' | 'assigned'>,
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [companyScope(caller, measuringPoints.companyId)];
  if (q.company) {
    const id = Number(q.company);
    if (!/^\d+$/.test(q.company) || id > INT4_MAX) throw fieldError('company', msg('invalidInteger'));
    conditions.push(eq(measuringPoints.companyId, id));
  }
  if (q.group) {
    if (!UUID.test(q.group)) throw fieldError('group', msg('invalidUuid'));
    const member = db
      .select({ one: sql`1` })
      .from(meterGroupInstallations)
      .innerJoin(meterGroups, eq(meterGroups.id, meterGroupInstallations.groupId))
      .where(and(eq(meterGroupInstallations.installationId, installations.id), eq(meterGroups.uuid, q.group)));
    conditions.push(exists(member));
  }
  if (q.assigned === 'true') conditions.push(isNotNull(installations.id));
  if (q.assigned === 'false') conditions.push(isNull(installations.id));
  if (q.search) {
    const pattern = like(q.search.trim());
    conditions.push(
      or(
        ilike(measuringPoints.name, pattern),
        ilike(measuringPoints.measuringPointId, pattern),
        ilike(measuringPoints.customerMeasuringPointId, pattern),
        ilike(installations.serialNumber, pattern),
        ilike(installations.commModuleSerial, pattern),
      ),
    );
  }
  return and(...conditions);
}
