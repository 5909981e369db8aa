import { eq, sql } from 'drizzle-orm';
import { hashKeySecret } from '../auth/keySecret.ts';
import type { Db } from '../db/createDatabase.ts';
import { embedKeys } from '../db/embedKeySchema.ts';
import { companies } from '../db/schema.ts';

/**
 * The demo partner page's key, as fixed as the demo passwords: it shows Riverside Water Works' map, charts
 * and reading tours on the partner page that `npm start` serves on the next port (PARTNER_PORT, default 8081).
 */
export const DEMO_EMBED_KEY = 'mpk_demo-partner-page-riverside-water-works';
/** The partner page's origins on a port: the page is opened by either name of the loopback. */
export const demoPartnerOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
export const DEMO_PARTNER_ORIGINS = demoPartnerOrigins(8081);

export async function seedEmbedKeys(db: Db): Promise<void> {
  const [riverside] = await db.select().from(companies).where(eq(companies.name, 'Riverside Water Works'));
  if (!riverside) return;
  await db.insert(embedKeys).values({
    companyId: riverside.id,
    name: 'Demo partner page',
    prefix: DEMO_EMBED_KEY.slice(0, 10),
    secretHash: hashKeySecret(DEMO_EMBED_KEY),
    origins: DEMO_PARTNER_ORIGINS,
    elements: ['map', 'chart', 'tour-table'],
  });
}

/**
 * Lets the demo key be used from the partner page on `port` (PARTNER_PORT), whatever port the data was seeded
 * with: its origins gain the page's two origins. Nothing happens where the demo key does not exist.
 */
export async function allowDemoPartnerPort(db: Db, port: number): Promise<boolean> {
  const added = demoPartnerOrigins(port);
  const updated = await db
    .update(embedKeys)
    .set({
      origins: sql`(SELECT coalesce(jsonb_agg(DISTINCT o), '[]'::jsonb) FROM jsonb_array_elements_text(${embedKeys.origins} || ${JSON.stringify(added)}::jsonb) AS o)`,
    })
    .where(eq(embedKeys.secretHash, hashKeySecret(DEMO_EMBED_KEY)))
    .returning({ id: embedKeys.id });
  return updated.length > 0;
}
