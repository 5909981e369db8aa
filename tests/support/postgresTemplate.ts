import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { onAdmin } from './onAdmin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the seeded PostgreSQL database of the run (tests/support/postgresTemplateSetup.ts), null without one */
    postgresTemplate: string | null;
  }
}

/**
 * A new database of its own for one test on the PostgreSQL server of `adminUrl`, copied from the run's
 * seeded template, or empty; its name. A copy takes a fraction of a second where migrating and seeding
 * took seconds.
 */
export async function databaseFromTemplate(adminUrl: string, seeded: boolean): Promise<string> {
  const template = inject('postgresTemplate');
  if (seeded && !template) throw new Error('no PostgreSQL template: the project needs tests/support/postgresTemplateSetup.ts');
  const name = `test_${randomBytes(8).toString('hex')}`;
  const statement = seeded ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  // another copy may be starting at the same moment (55006: the template is in use); it ends within a second
  for (let attempt = 0; ; attempt += 1) {
    try {
      await onAdmin(adminUrl, statement);
      return name;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
