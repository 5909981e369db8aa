/**
 * The direction of server/: the layers from the top down. A file may import files of its own layer and of
 * the layers below it, never of a layer above. A file of server/ that no layer names fails lint, so a new
 * module must be placed here first (docs/architecture.md, "Server direction"). A pattern naming one file
 * wins over a folder's pattern; `*` matches within a folder, `**` across folders.
 */
export const serverLayers = [
  // wiring: the app put together, the process start, the registry of task kinds
  {
    layer: 'wiring',
    files: [
      'server/app.ts',
      'server/main.ts',
      'server/partnerSite.ts',
      'server/taskKinds.ts',
      'server/dailyReadingUpkeep.ts',
    ],
  },
  // demo data written at start: it uses modules as a client would
  { layer: 'seed', files: ['server/seed/**'] },
  // the modules, highest first: each may import the modules below it
  { layer: 'modules/auth', files: ['server/modules/auth/**'] },
  { layer: 'modules/demo', files: ['server/modules/demo/**'] },
  { layer: 'modules/tours', files: ['server/modules/tours/**'] },
  { layer: 'modules/lorawan', files: ['server/modules/lorawan/**'] },
  { layer: 'modules/telegrams', files: ['server/modules/telegrams/**'] },
  { layer: 'modules/ingestion-keys', files: ['server/modules/ingestion-keys/**'] },
  { layer: 'modules/tablets', files: ['server/modules/tablets/**'] },
  { layer: 'modules/users', files: ['server/modules/users/**'] },
  { layer: 'modules/readouts', files: ['server/modules/readouts/**'] },
  { layer: 'modules/validation', files: ['server/modules/validation/**'] },
  { layer: 'modules/reports', files: ['server/modules/reports/**'] },
  { layer: 'modules/exports', files: ['server/modules/exports/**'] },
  { layer: 'modules/devices', files: ['server/modules/devices/**'] },
  { layer: 'modules/transfers', files: ['server/modules/transfers/**'] },
  { layer: 'modules/orders', files: ['server/modules/orders/**'] },
  { layer: 'modules/keys', files: ['server/modules/keys/**'] },
  { layer: 'modules/embed-keys', files: ['server/modules/embed-keys/**'] },
  { layer: 'modules/meter-groups', files: ['server/modules/meter-groups/**'] },
  { layer: 'modules/measuring-points', files: ['server/modules/measuring-points/**'] },
  { layer: 'modules/meters', files: ['server/modules/meters/**'] },
  { layer: 'modules/installations', files: ['server/modules/installations/**'] },
  { layer: 'modules/device-profiles', files: ['server/modules/device-profiles/**'] },
  { layer: 'modules/plans', files: ['server/modules/plans/**'] },
  { layer: 'modules/tasks', files: ['server/modules/tasks/**'] },
  { layer: 'modules/health', files: ['server/modules/health/**'] },
  { layer: 'modules/companies', files: ['server/modules/companies/**'] },
  // what several modules share: rules and lookups of the domain
  { layer: 'domain', files: ['server/domain/**'] },
  // the foundation
  { layer: 'http', files: ['server/http/**'] },
  { layer: 'AppContext', files: ['server/AppContext.ts'] },
  { layer: 'mail', files: ['server/mail/**'] },
  { layer: 'jobs', files: ['server/jobs/**'] },
  { layer: 'data', files: ['server/data/**'] },
  { layer: 'auth', files: ['server/auth/**'] },
  { layer: 'vault', files: ['server/vault/**', 'server/dataFolder/masterKeyBesideDatabase.ts'] },
  { layer: 'simulate', files: ['server/simulate/**'] },
  { layer: 'db', files: ['server/db/**'] },
  // the floor: configuration, errors and texts, and helpers that import nothing of the server above them
  {
    layer: 'floor',
    files: [
      'server/config.ts',
      'server/freezePrototypes.ts',
      'server/dataFolder/privateModes.ts',
      'server/http/HttpError.ts',
      'server/http/messages.ts',
      'server/http/loggerOptions.ts',
      'server/http/redactUrl.ts',
      'server/http/paginate.ts',
      'server/data/setOwnProperty.ts',
      'server/jobs/yieldToEventLoop.ts',
      'server/jobs/inSlices.ts',
    ],
  },
];
