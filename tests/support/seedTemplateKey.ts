import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Every file whose change alters the seeded database: migrations, seeds and the readout simulator. */
function seedInputs(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(sql|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) files.push(full);
    }
  };
  walk(path.join(root, 'server/db'));
  walk(path.join(root, 'server/seed'));
  walk(path.join(root, 'server/simulate'));
  // the tour seed reads its sample file through the import's own converters and writer
  walk(path.join(root, 'server/modules/tours'));
  files.push(path.join(root, 'demo/tours/route-comma.csv'));
  return files.sort();
}

/**
 * The key of the seeded test databases (PGlite's dump, PostgreSQL's template): it changes whenever the
 * migrations, the schema, the seeds or the simulator change.
 */
export function seedTemplateKey(): string {
  const hash = createHash('sha256');
  for (const file of seedInputs()) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
