import type { ValidationFindingBody, ValidationRunTaskResult } from '../../../src/core/contract/validation.ts';
import { validationEndpoints as endpoints } from '../../../src/core/contract/validationEndpoints.ts';
import { isValidationRuleName } from '../../../src/core/domain/validation/validationRules.ts';
import type { AppContext } from '../../AppContext.ts';
import { parseDateTime, upperBound } from '../../domain/parseDateTime.ts';
import { resultTaskRepository, taskResultBody } from '../../domain/resultTasks.ts';
import { fieldError, fieldErrors, msg, type Msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { startTask } from '../../jobs/startTask.ts';
import { deviceRepository } from '../devices/deviceRepository.ts';
import { findingRepository, type FindingFilters } from './findingRepository.ts';
import { validateMeters } from './validateMeters.ts';
import { validationRuleStore } from './validationRuleStore.ts';
import { validationTask } from './validationTask.ts';

const MAX_METERS = 10_000;
const MAX_DAYS = 366;
/** a run of at most this many meter-days answers at once; a larger one is a task */
const DIRECT_METER_DAYS = 400;

/** silent meters without `since`: no reading for a day */
const SILENT_DEFAULT_MS = 86_400_000;

const clean = (list: string[] | undefined) => [...new Set((list ?? []).map((v) => v.trim()).filter(Boolean))];

/** A date query or body field: absent is fine, anything else must parse (a field error names it). */
function dateField(
  errors: Record<string, Msg[]>,
  field: 'date_after' | 'date_before' | 'since',
  value: string | undefined,
  required: boolean,
) {
  const text = value?.trim();
  if (!text) {
    if (required) errors[field] = [msg(value === undefined ? 'required' : 'blank')];
    return undefined;
  }
  const parsed = parseDateTime(text);
  if (!parsed) errors[field] = [msg('invalidDateTime')];
  return parsed ?? undefined;
}

type FindingRow = Awaited<ReturnType<ReturnType<typeof findingRepository>['page']>>['rows'][number];

function findingBody(row: FindingRow): ValidationFindingBody {
  const { finding } = row;
  return {
    id: finding.id,
    rule: isValidationRuleName(finding.rule) ? finding.rule : 'gap',
    state: finding.state,
    installation: row.uuid,
    serial_number: row.serialNumber,
    meter_type: row.meterType,
    range_from: new Date(finding.rangeFrom).toISOString(),
    range_to: new Date(finding.rangeTo).toISOString(),
    detail: finding.detail,
    found_at: new Date(finding.foundAt).toISOString(),
    accepted_at: finding.acceptedAt === null ? null : new Date(finding.acceptedAt).toISOString(),
  };
}

/**
 * Validation of readings: a company's rules (`companies/{id}/validation-rules/`), runs over meters and a
 * range (`validation/runs/`), their findings (`validation/findings/`, accepted in bulk) and the meters
 * without a reading since a date (`validation/silent-meters/`).
 */
export const validationRoutes = mounter(async (mount, ctx: AppContext) => {
  const { db } = ctx;
  await mount(endpoints.rules, ({ params, scope }) => validationRuleStore.repository(db, scope).find(params.id));
  await mount(endpoints.replaceRules, ({ params, body, scope }) =>
    validationRuleStore.repository(db, scope).replace(params.id, body),
  );

  await mount(endpoints.run, async ({ body, caller, scope }) => {
    const refs = clean(body.installations);
    const errors: Record<string, Msg[]> = {};
    if (refs.length === 0) errors.installations = [msg('required')];
    if (refs.length > MAX_METERS) errors.installations = [msg('tooManyItems', { n: MAX_METERS })];
    const after = dateField(errors, 'date_after', body.date_after, true);
    const before = dateField(errors, 'date_before', body.date_before, true);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const from = after!.date;
    const to = upperBound(before!);
    if (to <= from) throw fieldError('date_before', msg('dateOrder', { field: 'date_after' }));
    const days = (to.getTime() - from.getTime()) / 86_400_000;
    if (days > MAX_DAYS) throw fieldError('date_before', msg('periodTooLong', { n: MAX_DAYS }));

    const rows = await deviceRepository(db, scope).byUuidsOrSerials(refs, refs);
    const unknown = refs.filter(
      (ref) => !rows.some((row) => row.uuid === ref.toLowerCase() || row.serialNumber === ref),
    );
    if (unknown.length > 0) throw fieldError('installations', msg('metersUnavailable'));
    const ids = rows.map((row) => row.id);
    if (ids.length * days <= DIRECT_METER_DAYS) {
      const result = await validateMeters(db, ids, { from, to });
      return { task_id: null, installations: result.installations, findings: result.findings };
    }
    const taskId = await startTask(
      ctx,
      { userId: caller.user.id, companyId: caller.profile?.companyId ?? null },
      validationTask,
      { meter_ids: ids, date_after: from.toISOString(), date_before: to.toISOString() },
    );
    return { task_id: taskId, installations: ids.length, findings: null };
  });

  await mount(endpoints.runResult, async ({ query, caller, scope, request }) => {
    const id = query.task_id?.trim();
    if (!id) throw fieldError('task_id', msg('required'));
    const row = await resultTaskRepository(db, scope).startedByOrInScope(id, validationTask.name, caller.user.id);
    return taskResultBody<ValidationRunTaskResult>(row, request.headers['accept-language']);
  });

  await mount(endpoints.findings, async ({ query, scope, request }) => {
    const errors: Record<string, Msg[]> = {};
    const filters: FindingFilters = { ordering: query.ordering };
    const rule = query.rule?.trim();
    if (rule) {
      if (isValidationRuleName(rule)) filters.rule = rule;
      else errors.rule = [msg('invalidChoice', { input: rule })];
    }
    const state = query.state?.trim();
    if (state) {
      if (state === 'open' || state === 'accepted') filters.state = state;
      else errors.state = [msg('invalidChoice', { input: state })];
    }
    filters.installation = query.installation?.trim() || undefined;
    filters.after = dateField(errors, 'date_after', query.date_after, false)?.date;
    const before = dateField(errors, 'date_before', query.date_before, false);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    filters.before = before ? upperBound(before) : undefined;
    const window = pageWindow(query);
    const { rows, total } = await findingRepository(db, scope).page(filters, window);
    return pageBody(request, window, total, rows.map(findingBody));
  });

  await mount(endpoints.accept, async ({ body, caller, scope }) => {
    const ids = [...new Set(body.ids)];
    if (ids.length === 0) throw fieldError('ids', msg('emptyList'));
    const { accepted, missing } = await findingRepository(db, scope).accept(ids, caller.user.id);
    if (missing.length > 0) throw fieldError('ids', msg('findingsUnavailable'));
    return { accepted };
  });

  await mount(endpoints.silentMeters, async ({ query, scope, request }) => {
    const errors: Record<string, Msg[]> = {};
    const since = dateField(errors, 'since', query.since, false)?.date ?? new Date(Date.now() - SILENT_DEFAULT_MS);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const window = pageWindow(query);
    const { rows, total } = await findingRepository(db, scope).silentMeters(since, window);
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => ({
        uuid: row.uuid,
        serial_number: row.serialNumber,
        meter_type: row.meterType,
        company_name: row.companyName,
        last_readout_at: row.lastReadoutAt === null ? null : new Date(row.lastReadoutAt).toISOString(),
      })),
    );
  });
});
