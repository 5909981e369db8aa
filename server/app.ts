import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loggerOptions, QuietRequestLog } from './http/loggerOptions.ts';
import { sharedRateLimitStore } from './http/sharedRateLimitStore.ts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { docsEndpoints } from '../src/core/contract/docsEndpoints.ts';
import { documentRoute, openApiInfo } from './http/openApiDocument.ts';
import type { AppContext } from './AppContext.ts';
import { authenticate, authenticateRequest, needsAuthentication } from './auth/authenticate.ts';
import { resolveJwtSecret } from './auth/jwtSecret.ts';
import { createCallerCache, registerCallerCache } from './auth/callerCache.ts';
import { listenForCallerChanges } from './auth/listenForCallerChanges.ts';
import { createTokenService } from './auth/tokenService.ts';
import { trustProxyOption, type ServerConfig } from './config.ts';
import { createDatabase, type Database } from './db/createDatabase.ts';
import { restrictDataFolder } from './dataFolder/privateModes.ts';
import { drfConventions } from './http/drfConventions.ts';
import { fastSerializerCompiler } from './http/fastSerializer.ts';
import { clientErrors, frameworkErrors } from './http/frameworkErrors.ts';
import { jsonBodyParser } from './http/jsonBodyParser.ts';
import { mountEndpoint } from './http/mountEndpoint.ts';
import { decoratePublicUrl } from './http/paginate.ts';
import { recordRoutes, type RouteRecord } from './http/routeTable.ts';
import { compression } from './http/compression.ts';
import { crossOrigin } from './http/crossOrigin.ts';
import { docsContentSecurityPolicy, securityHeaders } from './http/securityHeaders.ts';
import { staticSite, type StaticSite } from './http/staticSite.ts';
import { createTaskQueue } from './jobs/createTaskQueue.ts';
import { runDailyReadingUpkeep } from './dailyReadingUpkeep.ts';
import { scheduleDaily } from './jobs/dailySchedule.ts';
import { taskKindOf } from './taskKinds.ts';
import { createMailer } from './mail/createMailer.ts';
import { authRoutes } from './modules/auth/authRoutes.ts';
import { companyRoutes } from './modules/companies/companyRoutes.ts';
import { companyAdminRoutes } from './modules/companies/companyAdminRoutes.ts';
import { demoRoutes } from './modules/demo/demoRoutes.ts';
import { subscriptionRoutes } from './modules/companies/subscriptionRoutes.ts';
import { healthRoutes } from './modules/health/healthRoutes.ts';
import { installationRoutes } from './modules/installations/installationRoutes.ts';
import { createKeyVault } from './vault/keyVault.ts';
import { keyRoutes } from './modules/keys/keyRoutes.ts';
import { resolveMasterKeys } from './vault/masterKeys.ts';
import { orderRoutes } from './modules/orders/orderRoutes.ts';
import { transferRoutes } from './modules/transfers/transferRoutes.ts';
import { measuringPointRoutes } from './modules/measuring-points/measuringPointRoutes.ts';
import { tileRoutes } from './modules/measuring-points/tileRoutes.ts';
import { deviceRoutes } from './modules/devices/deviceRoutes.ts';
import { embedKeyRoutes } from './modules/embed-keys/embedKeyRoutes.ts';
import { ingestionKeyRoutes } from './modules/ingestion-keys/ingestionKeyRoutes.ts';
import { geopositionRoutes } from './modules/devices/geopositionRoutes.ts';
import { deviceProfileRoutes } from './modules/device-profiles/deviceProfileRoutes.ts';
import { meterGroupExportRoutes } from './modules/meter-groups/meterGroupExportRoutes.ts';
import { meterGroupRoutes } from './modules/meter-groups/meterGroupRoutes.ts';
import { taskRoutes } from './modules/tasks/taskRoutes.ts';
import { planRoutes } from './modules/plans/planRoutes.ts';
import { exportRoutes } from './modules/exports/exportRoutes.ts';
import { meterRoutes } from './modules/meters/meterRoutes.ts';
import { generateReadoutsRoutes } from './modules/readouts/generateReadoutsRoutes.ts';
import { readingEditRoutes } from './modules/readouts/readingEditRoutes.ts';
import { readingImportRoutes } from './modules/readouts/readingImportRoutes.ts';
import { leakRuleRoutes } from './modules/reports/leakRuleRoutes.ts';
import { validationRoutes } from './modules/validation/validationRoutes.ts';
import { SCHEDULED_VALIDATION_JOB } from './modules/validation/scheduledValidation.ts';
import { reportRoutes } from './modules/reports/reportRoutes.ts';
import { waterBalanceRoutes } from './modules/reports/waterBalanceRoutes.ts';
import { passwordRoutes } from './modules/users/passwordRoutes.ts';
import { userRoutes } from './modules/users/userRoutes.ts';
import { userAdminRoutes } from './modules/users/userAdminRoutes.ts';
import { tabletRoutes } from './modules/tablets/tabletRoutes.ts';
import { telegramRoutes } from './modules/telegrams/telegramRoutes.ts';
import { lorawanRoutes } from './modules/lorawan/lorawanRoutes.ts';
import { discardInterruptedImports } from './modules/tours/pendingTours.ts';
import { tourImportRoutes } from './modules/tours/tourImportRoutes.ts';
import { tourReadingRoutes } from './modules/tours/tourReadingRoutes.ts';
import { tourRoutes } from './modules/tours/tourRoutes.ts';
import { tabletTourRoutes } from './modules/tours/tabletTourRoutes.ts';

export interface BuiltApp {
  app: FastifyInstance;
  /** every route as registered, for the route-scope check */
  routes: readonly RouteRecord[];
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

/** Builds the whole server (used by main.ts and by tests): database, conventions, auth and routes. */
export async function buildApp(
  config: ServerConfig,
  options: { database?: Database; logger?: boolean } = {},
): Promise<BuiltApp> {
  const database =
    options.database ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.inMemory ? 'memory' : path.join(config.dataDir, 'pglite'),
    }));
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, config.logFormat),
    logController: new QuietRequestLog(),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  // a data folder from an earlier version or made under a looser umask: database, secrets and mails become private
  const notPrivate = await restrictDataFolder(config.dataDir);
  if (notPrivate.length > 0)
    app.log.warn(`the data folder holds entries the server cannot make private (0700/0600): ${notPrivate.join(', ')}`);
  const keyVault = createKeyVault(
    resolveMasterKeys({
      configured: config.keysMasterKey,
      file: config.keysMasterKeyFile,
      dataDir: config.dataDir,
      inMemory: config.inMemory,
    }),
  );
  // before any route: on the embedded database this fails the tasks a stopped process left pending
  const taskQueue = await createTaskQueue(database, config.databaseUrl, {
    db: database.db,
    config,
    log: app.log,
    keyVault,
    kindOf: taskKindOf,
  });
  // and deletes the tours of imports a stopped process left half-written (staged imports, embedded only)
  if (database.kind === 'pglite') {
    const discarded = await discardInterruptedImports(database.db, new Date());
    if (discarded > 0) app.log.warn({ tours: discarded }, 'tours of interrupted imports deleted');
  }
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    config,
    tokens: createTokenService({
      db: database.db,
      secret: resolveJwtSecret({ configured: config.jwtSecret, dataDir: config.dataDir, inMemory: config.inMemory }),
      accessLifetimeSeconds: config.accessLifetimeSeconds,
      refreshLifetimeSeconds: config.refreshLifetimeSeconds,
    }),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    callers: createCallerCache({ ttlMs: config.callerCacheSeconds * 1000 }),
    keyVault,
    tasks: taskQueue,
  };

  const routes = recordRoutes(app);
  const unregisterCallers = registerCallerCache(ctx.callers);
  const stopCallerListener = await listenForCallerChanges(database, ctx.callers);
  decoratePublicUrl(app, config);
  let site: StaticSite | null = null;
  drfConventions(app, {
    fallback: (request: FastifyRequest, reply: FastifyReply) => site?.spaFallback(request, reply) ?? false,
    beforeMethodNotAllowed: async (request, routes) => {
      if (routes.some((route) => needsAuthentication(route.url, route.config))) await authenticateRequest(ctx, request);
    },
  });
  jsonBodyParser(app);
  app.setSerializerCompiler(fastSerializerCompiler);

  await securityHeaders(app, config);
  await compression(app);
  await crossOrigin(app, config, ctx.db);
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    // on PostgreSQL every instance counts in the same table; the embedded database has one process anyway
    ...(ctx.dbKind === 'postgres' && { store: sharedRateLimitStore(ctx.db) }),
  });
  // geoposition files: one file of at most 5 MB per request
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      ...openApiInfo,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsContentSecurityPolicy(config) });
  await mountEndpoint(app, docsEndpoints.schema, () => app.swagger());

  authenticate(app, ctx);
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(passwordRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(userAdminRoutes(ctx));
  await app.register(companyRoutes(ctx));
  await app.register(companyAdminRoutes(ctx));
  await app.register(subscriptionRoutes(ctx));
  await app.register(demoRoutes(ctx));
  await app.register(planRoutes(ctx));
  await app.register(installationRoutes(ctx));
  await app.register(measuringPointRoutes(ctx));
  await app.register(tileRoutes(ctx));
  await app.register(deviceRoutes(ctx));
  await app.register(geopositionRoutes(ctx));
  await app.register(meterGroupExportRoutes(ctx));
  await app.register(meterGroupRoutes(ctx));
  await app.register(deviceProfileRoutes(ctx));
  await app.register(taskRoutes(ctx));
  await app.register(embedKeyRoutes(ctx));
  await app.register(ingestionKeyRoutes(ctx));
  // meter data: reports, chart choices, readout exports, readout generation and leak rules
  await app.register(reportRoutes(ctx));
  await app.register(waterBalanceRoutes(ctx));
  await app.register(exportRoutes(ctx));
  await app.register(meterRoutes(ctx));
  await app.register(leakRuleRoutes(ctx));
  await app.register(validationRoutes(ctx));
  await app.register(generateReadoutsRoutes(ctx));
  await app.register(readingImportRoutes(ctx));
  await app.register(readingEditRoutes(ctx));
  await app.register(keyRoutes(ctx));
  await app.register(orderRoutes(ctx));
  await app.register(transferRoutes(ctx));
  await app.register(tourImportRoutes(ctx));
  await app.register(tourRoutes(ctx));
  await app.register(tourReadingRoutes(ctx));
  await app.register(telegramRoutes(ctx));
  await app.register(lorawanRoutes(ctx));
  await app.register(tabletRoutes(ctx));
  await app.register(tabletTourRoutes(ctx));
  site = await staticSite(app, config.staticRoot, { serveSourceMaps: config.serveSourceMaps });
  // every company's readings of the day, including those whose queued validation a stopped process lost,
  // and the night-flow alerts of their meters (telegrams and uplinks raise them nowhere else)
  const stopValidationSchedule = scheduleDaily(
    { db: ctx.db, log: app.log },
    SCHEDULED_VALIDATION_JOB,
    config.validationHour,
    (now) => runDailyReadingUpkeep(ctx.db, now),
  );

  return {
    app,
    routes,
    ctx,
    database,
    async close() {
      stopValidationSchedule();
      await app.close();
      unregisterCallers();
      await stopCallerListener();
      await taskQueue.close();
      if (!options.database) await database.close();
    },
  };
}
