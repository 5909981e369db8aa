import { eq } from 'drizzle-orm';
import { hashEmbedSecret } from '../modules/embed-keys/embedSecret.ts';
import type { Db } from './createDatabase.ts';
import { embedKeys } from './embedKeySchema.ts';
import { companies } from './schema.ts';

/**
 * The demo partner page's key, as fixed as the demo passwords: it shows Riverside Water Works' map, charts
 * and reading tours on the partner page that `npm start` serves on the next port (PARTNER_PORT, default 8081).
 */
export const DEMO_EMBED_KEY = 'mpk_demo-partner-page-riverside-water-works';
export const DEMO_PARTNER_ORIGINS = ['http://localhost:8081', 'http://127.0.0.1:8081'];

export async function seedEmbedKeys(db: Db): Promise<void> {
  const [riverside] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  if (!riverside) return;
  await db.insert(embedKeys).values({
    companyId: riverside.id,
    name: 'Demo partner page',
    prefix: DEMO_EMBED_KEY.slice(0, 10),
    secretHash: hashEmbedSecret(DEMO_EMBED_KEY),
    origins: DEMO_PARTNER_ORIGINS,
    elements: ['map', 'chart', 'tour-table'],
  });
}
