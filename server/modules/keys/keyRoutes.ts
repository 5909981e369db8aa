import { keyEndpoints as endpoints } from '../../../src/core/contract/keyEndpoints.ts';
import { KEY_EXPORT_FORMATS, type KeyExportFormat } from '../../../src/core/domain/keyHandling.ts';
import type { AppContext } from '../../AppContext.ts';
import type { Caller } from '../../auth/Caller.ts';
import { exportEncoder } from '../../http/exports/exportEncoder.ts';
import { streamExport } from '../../http/exports/streamExport.ts';
import { notFound, permissionDenied } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { pageBody, pageWindow } from '../../http/paginate.ts';
import { keyAccessRepository } from './keyAccessRepository.ts';
import { keyChoices } from './keyChoices.ts';
import { recordKeyAccess } from './keyAccessLog.ts';
import { keyBody } from './keyBody.ts';
import { KEY_EXPORT_COLUMNS, keyExportBatches } from './keyExportBatches.ts';
import { keyRepository } from './keyRepository.ts';
import { rewrapStaleKeys } from './rewrapStaleKeys.ts';

/** Format suffix beats ?format= (default json); an unknown format is a 404, as DRF's format suffixes answer. */
function formatOf(params: { format?: string }, query: { format?: string }): KeyExportFormat {
  const format = params.format ?? query.format ?? 'json';
  if (!(KEY_EXPORT_FORMATS as readonly string[]).includes(format)) throw notFound();
  return format as KeyExportFormat;
}

/** The access log is for those who answer for a company's keys: staff and company admins. */
function requireLogReader(caller: Caller): void {
  if (!caller.isStaff && caller.user.role !== 'company_admin') throw permissionDenied();
}

/** Communication-module keys: list (no material), detail and export (material, logged), soft delete, access log. */
export const keyRoutes = mounter(async (mount, { db, keyVault }: AppContext) => {
  await rewrapStaleKeys(db, keyVault);

  await mount(endpoints.list, async ({ query, scope, caller, request }) => {
    const window = pageWindow(query);
    // staff name the company a transfer empties with the list's `company` filter
    const value = query.for === 'transfer' && query.company ? `transfer:${query.company}` : query.for;
    const choices = await keyChoices.resolve(value, { db, scope, caller });
    const { rows, total } = await keyRepository(db, scope).page(query, window, choices);
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => keyBody(row.key, row.companyName)),
    );
  });

  await mount(endpoints.export, async ({ params, query, caller, scope, request, reply }) => {
    const format = formatOf(params, query);
    const repository = keyRepository(db, scope);
    const chosen = await repository.exportIds(query);
    const { format: _format, ...filters } = query;
    await recordKeyAccess(db, caller, request, { action: 'export', format, keys: chosen, query: filters });
    const batches = keyExportBatches(
      repository,
      keyVault,
      chosen.map((key) => key.id),
    );
    return streamExport(reply, exportEncoder(format, KEY_EXPORT_COLUMNS), batches, `keys.${format}`);
  });

  await mount(endpoints.accessLog, async ({ query, caller, scope, request }) => {
    requireLogReader(caller);
    const window = pageWindow(query);
    const { rows, total } = await keyAccessRepository(db, scope).page(query, window);
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => ({
        id: row.id,
        action: row.action,
        format: row.format,
        user: row.userId,
        user_email: row.userEmail,
        original_user: row.originalUserId,
        original_user_email: row.originalUserEmail,
        company: row.companyId,
        key_count: row.keyCount,
        keys: row.keyIds,
        ip_address: row.ipAddress,
        query: row.query,
        created_at: row.createdAt.toISOString(),
      })),
    );
  });

  await mount(endpoints.get, async ({ params, caller, scope, request }) => {
    const row = await keyRepository(db, scope).find(params.id);
    await recordKeyAccess(db, caller, request, {
      action: 'view',
      keys: [{ id: row.key.commModUuid, companyId: row.key.companyId }],
    });
    return { ...keyBody(row.key, row.companyName), key: keyVault.open(row.key.commModUuid, row.key) };
  });

  await mount(endpoints.update, async ({ params, body, caller, scope }) => {
    const repository = keyRepository(db, scope);
    const row = await repository.find(params.id);
    // deleting is the profile's permission; bringing a key back is the provider's call
    if (!body.is_deleted && row.key.isDeleted && !caller.isStaff) throw permissionDenied();
    const updated =
      row.key.isDeleted === body.is_deleted ? row.key : await repository.setDeleted(row.key, body.is_deleted);
    return keyBody(updated, row.companyName);
  });
});
