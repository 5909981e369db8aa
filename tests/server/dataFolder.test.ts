import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase.ts';

const parent = await mkdtemp(path.join(os.tmpdir(), 'meter-portal-data-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('the embedded database on a fresh checkout', () => {
  it('creates its data folder and the folders above it', async () => {
    const dir = path.join(parent, '.data', 'pglite');
    const database = await createDatabase({ pgliteDir: dir });
    try {
      expect(database.kind).toBe('pglite');
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
