/**
 * Loaded into a server process by tests (`node --import`): on SIGUSR2 it tries to pollute the shared
 * prototypes from inside the running server and prints what happened as one `prototype-probe` line.
 */
const attempts: Array<[string, () => void]> = [
  [
    'Object.prototype',
    () => {
      (Object.prototype as Record<string, unknown>).probe_polluted = 'yes';
    },
  ],
  [
    'Array.prototype',
    () => {
      (Array.prototype as unknown as Record<string, unknown>).probe_polluted = 'yes';
    },
  ],
  [
    'Function.prototype',
    () => {
      (Function.prototype as unknown as Record<string, unknown>).probe_polluted = 'yes';
    },
  ],
  [
    // the shape of the tour export's defect: a path segment `__proto__` taken from request data
    'record.__proto__',
    () => {
      const record = {} as Record<string, Record<string, unknown>>;
      const segment = ['__proto__'][0];
      record[segment].probe_polluted = 'yes';
    },
  ],
];

process.on('SIGUSR2', () => {
  const result = new Map<string, string>();
  for (const [name, attempt] of attempts) {
    try {
      attempt();
      result.set(name, 'written');
    } catch (error) {
      result.set(name, error instanceof TypeError ? 'threw' : String(error));
    }
  }
  const polluted = ({} as Record<string, unknown>).probe_polluted !== undefined;
  console.log(`prototype-probe ${JSON.stringify({ ...Object.fromEntries(result), polluted })}`);
});
