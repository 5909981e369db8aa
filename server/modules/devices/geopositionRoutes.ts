import type {} from '@fastify/multipart';
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

/** The geoposition template and the upload that places meters on the map, all rows or none. */
export const geopositionRoutes = mounter(async (mount, { db }: AppContext) => {
  await mount(endpoints.geopositionTemplate, ({ reply }) =>
    sendExport(reply, exportEncoder('csv', GEOPOSITION_COLUMNS), [], 'geopositions-template.csv'),
  );

  await mount(endpoints.updateGeopositions, async ({ request, scope }) => {
    if (!request.isMultipart()) throw fieldError('file', msg('noFile'));
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw fieldError('file', msg('noFile'));
    const data = await file.toBuffer();
    const devices = deviceRepository(db, scope);
    const positions = await validateGeopositions(devices, await readGeopositionFile(data, file.filename));
    await devices.setPositions(positions);
    return { updated: positions.length };
  });
});
