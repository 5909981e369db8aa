import { parseArgs } from 'node:util';
import { PRODUCT } from '../src/core/domain/constants.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './db/seedDemo.ts';
import { freezePrototypes } from './freezePrototypes.ts';
import { startPartnerSite } from './partnerSite.ts';

/** Starts the reference server: `node --import tsx server/main.ts [--seed-demo]`. */
async function main() {
  const { values } = parseArgs({ options: { 'seed-demo': { type: 'boolean', default: false } } });
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
  // every plugin loaded, before the first request: from here on a write through a request-chosen path
  // throws instead of polluting
  await app.ready();
  freezePrototypes();
  await app.listen({ host: config.host, port: config.port });
  const demoData = seed || (ctx.dbKind === 'pglite' && !empty);
  // the partner page shows the seeded company through the seeded embed key, so it comes with the demo data
  const partner =
    demoData && config.partnerPort > 0
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
  if (demoData) {
    lines.push(
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(20)} ${a.description}`),
    );
  }
  if (ctx.mailer.outboxDir) lines.push(`Mails are written to ${ctx.mailer.outboxDir}`);
  console.log(lines.join('\n'));
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
