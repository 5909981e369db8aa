import { tourEndpoints as endpoints } from '../../../src/core/contract/tourEndpoints.ts';
import type { Converter } from '../../../src/core/contract/tours.ts';
import { TOUR_IMPORT_LIMITS } from '../../../src/core/domain/tourFields.ts';
import type { AppContext } from '../../AppContext.ts';
import { HttpError, type Msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { message, pickLanguage } from '../../http/messages.ts';
import { checkMapping } from './converters/checkMapping.ts';
import { converterRegistry } from './converters/converterRegistry.ts';
import { readTourFile } from './converters/readTourFile.ts';
import { translateConverter } from './converters/translateConverter.ts';
import { importTour } from './importTour.ts';
import { itemBodies, loadTourBodies } from './loadTourBodies.ts';
import { readImportForm } from './readImportForm.ts';
import { tourCompany } from '../../domain/tourCompany.ts';
import { tourMeters } from './tourMeters.ts';
import { tourRepository } from './tourRepository.ts';
import { assignableTablet } from './tourTabletRule.ts';

/** how many of the serials that are no meter of the tour's company an import answer names */
const UNKNOWN_METERS_NAMED = 20;

/**
 * The import (all rows or none: one transaction on PostgreSQL, staged on the embedded database, see
 * importTour.ts), its dry run, and the converters.
 */
export const tourImportRoutes = mounter(async (mount, { db, dbKind }: AppContext) => {
  const load = async (request: Parameters<typeof readImportForm>[0]) => {
    const form = await readImportForm(request);
    const found = await converterRegistry(db).find(form.converter);
    // generic converters take the wizard's column mapping; a billing system's format is fixed
    const converter = form.mapping && found.generic ? { ...found, mapping: form.mapping } : found;
    checkMapping(converter);
    return { form, converter };
  };
  const read = async (request: Parameters<typeof readImportForm>[0]) => {
    const { form, converter } = await load(request);
    return { form, converter, file: await readTourFile(form.data, converter) };
  };

  /**
   * The preview of a file whose columns the mapping does not name: the file's columns with nothing mapped,
   * so the wizard can offer them for the mapping, and the mapping's error as the one rejection.
   */
  const unmapped = async (data: Buffer, converter: Converter, error: HttpError, lang: string) => {
    const file = await readTourFile(data, { ...converter, mapping: {} });
    const reason = (error.body.mapping as Msg[])[0];
    return { file: { ...file, registers: [], rejected: [] }, mappingError: message(lang, reason.key, reason.vars) };
  };

  await mount(endpoints.preview, async ({ request }) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const { form, converter } = await load(request);
    const { file, mappingError } = await readTourFile(form.data, converter).then(
      (read) => ({ file: read, mappingError: null }),
      (error: unknown) => {
        if (error instanceof HttpError && Array.isArray(error.body.mapping))
          return unmapped(form.data, converter, error, lang);
        throw error;
      },
    );
    const items = itemBodies(
      file.registers.slice(0, TOUR_IMPORT_LIMITS.previewRows).map((r, i) => ({
        ...r,
        id: i,
        tourId: 0,
        readBy: null,
        fromTelegram: false,
        sourceRow: r.row,
      })),
    );
    return {
      converter: converter.name,
      columns: file.columns,
      rows: file.records.slice(0, TOUR_IMPORT_LIMITS.previewRows).map((r) => r.source),
      items,
      item_count: new Set(file.registers.map((r) => r.itemNumber)).size,
      register_count: file.registers.length,
      rejected: [
        ...(mappingError ? [{ row: 0, reason: mappingError }] : []),
        ...file.rejected.map((r) => ({ row: r.row, reason: message(lang, r.reason.key, r.reason.vars) })),
      ],
    };
  });

  await mount(endpoints.import, async ({ request, caller, scope }) => {
    const { form, converter, file } = await read(request);
    const companyId = await tourCompany(db, caller, scope, form.company);
    const tablet = form.tablet ? await assignableTablet(db, scope, form.tablet, companyId) : null;
    const { tour, children } = await importTour(
      db,
      file,
      {
        companyId,
        name: form.name ?? form.fileName.replace(/\.[^.]+$/, '').slice(0, 200) ?? 'Tour',
        converter,
        fileName: form.fileName.slice(0, 255),
        dueDate: form.dueDate,
        tabletId: tablet?.id ?? null,
        userId: caller.user.id,
        splitBy: form.splitBy,
      },
      { staged: dbKind === 'pglite' },
    );
    const [body] = await loadTourBodies(db, [await tourRepository(db, scope).findByUuid(tour.uuid)], caller);
    const serials = [...new Set(file.registers.map((r) => r.meterSerial))];
    const known = await tourMeters(db, companyId, serials);
    const unknown = serials.filter((serial) => !known.has(serial));
    return {
      tour: body,
      children: children.map((c) => c.uuid),
      item_count: new Set(file.registers.map((r) => r.itemNumber)).size,
      register_count: file.registers.length,
      rejected: [],
      unknown_meter_count: unknown.length,
      unknown_meters: unknown.slice(0, UNKNOWN_METERS_NAMED),
    };
  });

  await mount(endpoints.converters, async ({ request }) => {
    const lang = pickLanguage(request.headers['accept-language']);
    return (await converterRegistry(db).list()).map((converter) => translateConverter(converter, lang));
  });

  await mount(endpoints.createConverter, async ({ body, caller }) =>
    converterRegistry(db).create(body, caller.user.id),
  );
});
