import { endpointsOf } from './endpoint.ts';

const endpoint = endpointsOf('readouts', () => import('./readouts.ts'));

/** Simulated readouts: start a generation task and poll its result. Bulk readings from head-end systems. */
export const readoutEndpoints = {
  /** generated readings replace real ones: device management, not a viewer's right */
  generate: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'generate-readouts',
    body: 'generateReadoutsRequest',
    response: 'taskStarted',
    status: 202,
  }),
  /** the starter and the users of the starting company see the task */
  generateResult: endpoint({
    scope: 'company',
    permission: null,
    method: 'GET',
    path: 'readouts/result',
    query: 'taskResultQuery',
    response: 'generateReadoutsResult',
  }),
  /**
   * multipart: `file`, CSV with a header row or JSON lines, fields `serial`, `ts`, `volume_m3` and optional
   * `flow_m3h`, `battery` (%), `alerts` (alert states, `;` between them in CSV, an array in JSON). The whole file
   * is checked first and refused with row numbers, or written in one transaction (source `import`); a large
   * file is written by a task. Adding readings is device management, as ingesting telegrams is.
   */
  import: endpoint({
    scope: 'company',
    permission: 'add_communicationdevice',
    method: 'POST',
    path: 'readouts/import',
    // head-end systems post with their company's ingestion key (files up to the task threshold) or a user's token
    ingestion: true,
    query: 'readoutImportQuery',
    body: 'multipart',
    response: 'readoutImportResult',
    summary: 'Import readings (CSV or JSON lines) from a head-end system',
  }),
  /** the starter and the users of the starting company see the task */
  importResult: endpoint({
    scope: 'company',
    permission: null,
    method: 'GET',
    path: 'readouts/import/result',
    query: 'taskResultQuery',
    response: 'readoutImportTaskResult',
  }),
};
