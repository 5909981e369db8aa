import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { deviceEndpoints as endpoints } from '../../../src/core/contract/deviceEndpoints.ts';
import { GEOPOSITION_COLUMNS } from '../../../src/core/contract/devices.ts';
import type { AppContext } from '../../AppContext.ts';
import { exportEncoder } from '../../http/exports/exportEncoder.ts';
import { sendExport } from '../../http/exports/sendExport.ts';
import { fieldError, msg } from '../../http/HttpError.ts';
import { mounter } from '../../http/mounter.ts';
import { deviceRepository } from './deviceRepository.ts';
import { readGeopositionFile } from './readGeopositionFile.ts';
import { validateGeopositions } from './validateGeopositions.ts';

/**
 * The bytes of the multipart field `file`. A body that breaks off (no closing boundary) is a missing file on
 * that field, as the parser cannot tell what was sent; the plugin's own errors (too large) keep their status.
 */
async function readUploadedFile(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw fieldError('file', msg('noFile'));
    return { data: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if (error instanceof Error && !('statusCode' in error)) throw fieldError('file', msg('noFile'));
    throw error;
  }
}

/** The geoposition template and the upload that places meters on the map, all rows or none. */
export const geopositionRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.geopositionTemplate, ({ reply }) =>
    sendExport(reply, exportEncoder('csv', GEOPOSITION_COLUMNS), [], 'geopositions-template.csv'),
  );

  await mount(endpoints.updateGeopositions, async ({ request, scope }) => {
    if (!request.isMultipart()) throw fieldError('file', msg('noFile'));
    const { data, filename } = await readUploadedFile(request);
    const devices = deviceRepository(db, scope);
    const positions = await validateGeopositions(devices, await readGeopositionFile(data, filename));
    await devices.setPositions(positions);
    return { updated: positions.length };
  });
});
