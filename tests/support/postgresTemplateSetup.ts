import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../server/db/createDatabase.ts';
import { seedDemo } from '../../server/seed/seedDemo.ts';
import { databaseUrlOf, onAdmin } from './onAdmin.ts';
import { seedTemplateKey } from './seedTemplateKey.ts';

/**
 * With TEST_DATABASE_URL: one migrated database with the demo data for the run, which every test file's
 * database is copied from (tests/support/postgresTemplate.ts), dropped when the run ends. Its data is
 * PGlite's template dump's: two readout days, keys sealed under the in-memory master key; its readouts
 * end when the run began.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', null);
  if (!adminUrl) return;
  const name = `template_${seedTemplateKey()}_${process.pid}`;
  await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const database = await createDatabase({ databaseUrl: databaseUrlOf(adminUrl, name) });
  try {
    await seedDemo(database.db, { readoutDays: 2 });
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
