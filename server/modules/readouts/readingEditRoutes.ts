import { readingEditEndpoints as endpoints } from '../../../src/core/contract/readingEditEndpoints.ts';
import type { AppContext } from '../../AppContext.ts';
import type { CompanyScope } from '../../data/companyScope.ts';
import type { Db } from '../../db/createDatabase.ts';
import { fieldError, fieldErrors, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { installationRepository } from '../installations/installationRepository.ts';
import { afterReadingsChanged } from './afterReadingsChanged.ts';
import { changeReadings, hasReadingAt } from './changeReadings.ts';
import { estimateReadings } from './estimateReadings.ts';
import { parseEditRange, type EditRange } from './parseEditRange.ts';
import { readingEditPage } from './readingEditRepository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** the audit reason of an estimate asked for without one */
const ESTIMATE_REASON = 'Estimated';

/** The instants a range touches, for the re-derivation after a change. */
const spanOf = (range: EditRange): [Date, Date] =>
  range.kind === 'one' ? [range.ts, new Date(range.ts.getTime() + 1)] : [range.from, range.to];

/** The caller's meter by uuid: another company's (or none) is a 404. */
const meterOf = (db: Db, scope: CompanyScope, uuid: string) => installationRepository(db, scope).findByUuid(uuid);

/**
 * Editing readings with an audit trail (`readouts/edits/`) and estimating missing ones (`readouts/estimate/`).
 * Every bad field is refused before anything changes; a change and its audit rows are one statement.
 */
export const readingEditRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.edit, async ({ body, caller, scope }) => {
    const correct = body.action === 'correct';
    const range = parseEditRange(body, { oneOnly: correct });
    if (correct && body.volume_m3 === undefined) throw fieldError('volume_m3', msg('required'));
    if (!correct && body.volume_m3 !== undefined) throw fieldError('volume_m3', msg('editVolumeOnlyCorrect'));
    const meter = await meterOf(db, scope, body.installation);
    if (range.kind === 'one' && !(await hasReadingAt(db, meter.id, range.ts)))
      throw fieldErrors({ ts: [msg('noReadingAt', { ts: range.ts.toISOString() })] });
    const changed = await changeReadings(db, {
      installationId: meter.id,
      range,
      action: body.action,
      volume: body.volume_m3,
      reason: body.reason,
      byId: caller.user.id,
    });
    if (changed > 0) await afterReadingsChanged(db, meter.id, ...spanOf(range));
    return { changed };
  });

  await mount(endpoints.list, async ({ query, scope, request }) => {
    const uuid = query.installation?.trim();
    if (uuid && !UUID.test(uuid)) throw fieldError('installation', msg('invalidUuid'));
    const meter = uuid ? await meterOf(db, scope, uuid) : null;
    const window = pageWindow(query);
    const { rows, total } = await readingEditPage(db, scope, meter?.id ?? null, window);
    return pageBody(request, window, total, rows);
  });

  await mount(endpoints.estimate, async ({ body, caller, scope }) => {
    const range = parseEditRange(body, { rangeOnly: true });
    if (range.kind !== 'range') throw fieldError('date_after', msg('required'));
    const meter = await meterOf(db, scope, body.installation);
    const estimated = await estimateReadings(db, {
      installationId: meter.id,
      from: range.from,
      to: range.to,
      reason: body.reason ?? ESTIMATE_REASON,
      byId: caller.user.id,
    });
    if (estimated > 0) await afterReadingsChanged(db, meter.id, range.from, range.to);
    return { estimated };
  });
});
