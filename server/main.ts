import { parseArgs } from 'node:util';
import { PRODUCT } from '../src/core/domain/constants.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { masterKeyBesideDatabase } from './dataFolder/masterKeyBesideDatabase.ts';
import { PRIVATE_UMASK } from './dataFolder/privateModes.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/seedDemo.ts';
import { allowDemoPartnerPort } from './seed/seedEmbedKeys.ts';
import { freezePrototypes } from './freezePrototypes.ts';
import { startPartnerSite } from './partnerSite.ts';

/** Starts the reference server: `node --import tsx server/main.ts [--seed-demo]`. */
async function main() {
  const { values } = parseArgs({ options: { 'seed-demo': { type: 'boolean', default: false } } });
  // before the database opens: every folder and file made from here on (PGlite's own too) is 0700/0600
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const built = await buildApp(config);
  const { app, ctx } = built;
  const empty = await isEmpty(ctx.db);
  // Demo data goes only into an empty embedded database, or into PostgreSQL when asked for explicitly.
  const seed =
    config.seedDemo !== 'never' &&
    empty &&
    (values['seed-demo'] || config.seedDemo === 'always' || (ctx.dbKind === 'pglite' && config.seedDemo === 'auto'));
  if (seed) {
    await seedDemo(ctx.db, { keyVault: ctx.keyVault });
    app.log.info('demo data created');
  }
  const keyBeside = await masterKeyBesideDatabase(
    config,
    ctx.dbKind,
    ctx.db,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
  if (keyBeside)
    app.log.warn(
      `the keys master key ${keyBeside} is in the same folder as the database: a copy of ${config.dataDir} unwraps every communication-module key. Move it out (KEYS_MASTER_KEY_FILE), or hold it in a secret store and pass it as KEYS_MASTER_KEY (README, "The keys master key").`,
    );
  // every plugin loaded, before the first request: from here on a write through a request-chosen path
  // throws instead of polluting
  await app.ready();
  freezePrototypes();
  await app.listen({ host: config.host, port: config.port });
  const demoData = seed || (ctx.dbKind === 'pglite' && !empty);
  // the partner page shows the seeded company through the seeded embed key, so it comes with the demo data
  // the seeded key must accept the page's origin on whatever port it runs, or the page could only show errors
  const partnerKey = demoData && config.partnerPort > 0 && (await allowDemoPartnerPort(ctx.db, config.partnerPort));
  const partner = partnerKey
    ? await startPartnerSite({ port: config.partnerPort, host: config.host, portalUrl: config.publicUrl }).catch(
        // a taken port must not keep the portal from starting: the partner page is a demo beside it
        (error: unknown) => {
          app.log.warn(`partner page not started on port ${config.partnerPort}: ${String(error)}`);
          return null;
        },
      )
    : null;
  const lines = [
    `${PRODUCT.name} ${PRODUCT.version} on http://localhost:${config.port}/ (database: ${ctx.dbKind})`,
    `API ${config.publicUrl}/api/  docs ${config.publicUrl}/api/docs  demo page ${config.publicUrl}/demo/`,
  ];
  if (partner)
    lines.push(`Partner page on another origin, through an embed key: http://localhost:${config.partnerPort}/`);
  if (demoData)
    lines.push(...DEMO_ACCOUNTS.map((a) => `Demo account ${a.email} (password ${DEMO_PASSWORD}): ${a.description}`));
  if (ctx.mailer.outboxDir) lines.push(`Mails are written to ${ctx.mailer.outboxDir}`);
  // the banner goes through the log like every other line (readable on a terminal, JSON when piped), at info
  // whatever LOG_LEVEL says: where the server is must always be told
  const banner = app.log.child({}, { level: 'info' });
  for (const line of lines) banner.info(line);
  const stop = async () => {
    partner?.close();
    await built.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
