// `npm run bench`: each figure beside its baseline measured in the same run, printed as one table.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchApi } from './apiBench.ts';
import { freshDatabase } from './freshDatabase.ts';

interface Row {
  figure: string;
  value: string;
  baseline: string;
  note?: string;
}

const rows: Row[] = [];
const here = import.meta.dirname;
// BENCH_ONLY=chart,map runs only the modules whose file names start with one of the given names ("api" too).
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (file: string) => !only || only.some((name) => file.startsWith(name));
const optional = async <T>(file: string, run: (module: T) => Promise<void>) => {
  if (!wanted(file) || !existsSync(path.join(here, file))) return;
  try {
    await run((await import(`./${file}`)) as T);
  } catch (error) {
    rows.push({
      figure: file,
      value: 'failed',
      baseline: '',
      note: error instanceof Error ? error.message : String(error),
    });
  }
};

const benchSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const apiRuns = wanted('apiBench.ts')
  ? [
      await benchApi(benchSeconds),
      ...(process.env.BENCH_DATABASE_URL
        ? [await benchApi(benchSeconds, await freshDatabase(process.env.BENCH_DATABASE_URL))]
        : []),
    ]
  : [];
for (const api of apiRuns) {
  const hello = api[0];
  for (const r of api) {
    rows.push({
      figure: `${r.name} at ${r.connections} connection${r.connections === 1 ? '' : 's'} × ${benchSeconds} s`,
      value: `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ${Math.round(r.rps)} req/s${r.connections === 1 ? ` (mean ${(1000 / r.rps).toFixed(2)} ms)` : ''}, ${r.errors} errors${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`,
      baseline:
        r === hello ? '' : `hello-world ${Math.round(hello.rps)} req/s (${((r.rps / hello.rps) * 100).toFixed(1)} %)`,
    });
  }
}

await optional<{
  measureCliStartup(): Promise<
    Array<{ name: string; medianMs: number; baselineName: string; baselineMedianMs: number }>
  >;
}>('cliStartup.ts', async (m) => {
  for (const r of await m.measureCliStartup()) {
    rows.push({
      figure: r.name,
      value: `${r.medianMs.toFixed(0)} ms median`,
      baseline: `${r.baselineName} ${r.baselineMedianMs.toFixed(0)} ms`,
    });
  }
});
await optional<{ measureBundleSizes(): Promise<Array<{ name: string; gzipBytes: number; budgetBytes?: number }>> }>(
  'bundleSize.ts',
  async (m) => {
    for (const r of await m.measureBundleSizes()) {
      rows.push({
        figure: `${r.name} (gzip)`,
        value: `${(r.gzipBytes / 1024).toFixed(1)} KiB`,
        baseline: r.budgetBytes ? `budget ${(r.budgetBytes / 1024).toFixed(0)} KiB` : '',
        note: r.budgetBytes && r.gzipBytes > r.budgetBytes ? 'OVER BUDGET' : undefined,
      });
    }
  },
);
await optional<{
  benchInstallations(): Promise<Array<{ name: string; p50Ms: number; p95Ms: number; rps: number; baseline?: string }>>;
  benchSeedRate(): Promise<Array<{ name: string; readoutsPerSecond: number }>>;
}>('installationsBench.ts', async (m) => {
  for (const r of await m.benchInstallations()) {
    rows.push({
      figure: r.name,
      value: `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, ${Math.round(r.rps)} req/s`,
      baseline: r.baseline ?? '',
    });
  }
  for (const r of await m.benchSeedRate()) {
    rows.push({ figure: r.name, value: `${Math.round(r.readoutsPerSecond)} readouts/s`, baseline: '' });
  }
});

type TimedRow = { name: string; ms: number; baselineName: string; baselineMs: number };
const timed = (r: TimedRow) =>
  rows.push({
    figure: r.name,
    value: `${r.ms.toFixed(1)} ms`,
    baseline: `${r.baselineName} ${r.baselineMs.toFixed(1)} ms`,
  });
await optional<{ benchReports(): Promise<TimedRow[]> }>('reportsBench.ts', async (m) => {
  for (const r of await m.benchReports()) timed(r);
});
await optional<{ benchBalance(): Promise<TimedRow[]> }>('balanceBench.ts', async (m) => {
  for (const r of await m.benchBalance()) timed(r);
});
await optional<{ benchValidation(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'validationBench.ts',
  async (m) => {
    for (const r of await m.benchValidation()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);
await optional<{ benchExports(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'exportBench.ts',
  async (m) => {
    for (const r of await m.benchExports()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);
await optional<{ benchReadoutScale(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'readoutScaleBench.ts',
  async (m) => {
    for (const r of await m.benchReadoutScale()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);
await optional<{ benchMap(): Promise<TimedRow[]> }>('mapBench.ts', async (m) => {
  for (const r of await m.benchMap()) timed(r);
});
await optional<{ benchMapClusters(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'mapClusterBench.ts',
  async (m) => {
    for (const r of await m.benchMapClusters()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);
await optional<{ benchEmbedMap(): Promise<TimedRow[]> }>('embedMapBench.ts', async (m) => {
  for (const r of await m.benchEmbedMap()) timed(r);
});

await optional<{ benchHeavyWork(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'heavyWorkBench.ts',
  async (m) => {
    for (const r of await m.benchHeavyWork()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchTaskQueue(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'taskQueueBench.ts',
  async (m) => {
    for (const r of await m.benchTaskQueue()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchKeysExport(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'keysExportBench.ts',
  async (m) => {
    for (const r of await m.benchKeysExport()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);
await optional<{ benchTourImport(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'tourImportBench.ts',
  async (m) => {
    for (const r of await m.benchTourImport()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchInstallationGrid(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'installationGridBench.ts',
  async (m) => {
    for (const r of await m.benchInstallationGrid())
      rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchTelegrams(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'telegramBench.ts',
  async (m) => {
    for (const r of await m.benchTelegrams()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchTelegramIngest(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'telegramIngestBench.ts',
  async (m) => {
    for (const r of await m.benchTelegramIngest()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);
await optional<{ benchUplinks(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'uplinkBench.ts',
  async (m) => {
    for (const r of await m.benchUplinks()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchReadingImport(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'readingImportBench.ts',
  async (m) => {
    for (const r of await m.benchReadingImport()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchLighthouse(): Promise<Array<{ name: string; value: string; baseline: string }>> }>(
  'lighthouseBench.ts',
  async (m) => {
    for (const r of await m.benchLighthouse()) rows.push({ figure: r.name, value: r.value, baseline: r.baseline });
  },
);

await optional<{ benchChart(): Promise<Row[]> }>('chartBench.ts', async (m) => {
  rows.push(...(await m.benchChart()));
});

const widths = [0, 0, 0];
const table = [
  ['figure', 'value', 'baseline (same run)'],
  ...rows.map((r) => [r.figure, r.value, `${r.baseline}${r.note ? ` ${r.note}` : ''}`]),
];
for (const line of table) line.forEach((cell, i) => (widths[i] = Math.max(widths[i], cell.length)));
const fmt = (line: string[]) => `| ${line.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(fmt(table[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const line of table.slice(1)) console.log(fmt(line));
process.exit(0);
