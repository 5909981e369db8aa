import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('readouts', () => import('./readouts.ts'));
// view_report or view_meter: the handler checks either, as no single permission says it
const stream = {
  scope: 'company',
  permission: null,
  method: 'GET',
  params: 'exportFormatParams',
  response: null,
} as const;

/**
 * Readout exports, streamed as files. Clients name the format by the path suffix (`v1/readouts.csv/`); the
 * bare path takes `?format=` (default json), as DRF's format suffixes do.
 */
export const exportEndpoints = {
  /** one meter by serial */
  readouts: endpoint({
    ...stream,
    path: 'v1/readouts.:format',
    aliases: ['v1/readouts'],
    query: 'readoutExportQuery',
  }),
  /** one AFM meter, or every AFM meter of the caller's companies */
  afm: endpoint({
    ...stream,
    path: 'reports/exports/afm.:format',
    aliases: ['reports/exports/afm'],
    query: 'afmExportQuery',
  }),
};
