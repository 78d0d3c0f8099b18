import Fastify, { type FastifyInstance, type FastifySchema, type HTTPMethods } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoleArea } from '@shared/api/common';
import type { Endpoint } from '@shared/api/endpoint';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { prepareDatabase } from './db/migrate';
import { assertDeployable } from './lib/deployment-checks';
import { Lifecycle } from './lib/lifecycle';
import { requestIdOf } from './lib/request-id';
import { openKv, type KvStore } from './lib/kv';
import { createSmsProvider, type SmsProvider } from './lib/sms';
import { modules } from './modules';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { envelopePlugin, redactUrl } from './plugins/envelope';
import { formBodyPlugin } from './plugins/form-body';
import { healthPlugin } from './plugins/health';
import { loadShedPlugin, PGLITE_LOAD_SHED } from './plugins/load-shed';
import { clientErrorHandler, frameworkErrors, transportPlugin } from './plugins/transport';
import { metricsPlugin } from './plugins/metrics';
import { registerWebClient } from './plugins/web-client';

// Validation messages in Chinese, for users of the product.
z.config(z.locales.zhCN());

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Short-lived shared state (rate limits, challenges, one-time codes): Redis or the `kv` table. */
    kv: KvStore;
    sms: SmsProvider;
    /** Readiness and the long-lived streams a stopping server ends (lib/lifecycle.ts). */
    lifecycle: Lifecycle;
    /** Every route registered, in order: the malformed-input sweep reads it. */
    routeTable: readonly RouteEntry[];
  }
}

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  /** The role areas whose token the route requires (from `app.authenticate`), empty when it is public. */
  areas: RoleArea[];
  /** The descriptor the route was registered from (`plugins/endpoints.ts`), when it was. */
  endpoint?: Endpoint;
  /** The module (its folder under `modules/`) that registered the route; undefined for the app's own routes. */
  module?: string;
}

export interface BuildOptions {
  config: Config;
  /** An open database to use (tests share one); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** A store to share (tests running two servers on one state); otherwise opened from the config. */
  kv?: KvStore;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
}

export async function buildApp({
  config,
  database: given,
  kv: givenKv,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  // Before anything is opened: a production server with development-only settings must not start.
  const deploymentWarnings = assertDeployable(config);
  const sms = createSmsProvider(config, config.NODE_ENV === 'test' ? undefined : (line) => console.log(line));
  const app = Fastify({
    // A hop count believes that many proxies in front (Fastify's own rule for a number).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // Bad URLs and requests the HTTP parser refuses get the envelope, not Fastify's own JSON.
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 2 * 1024 * 1024,
    // A sane incoming X-Request-Id (from the load balancer) is kept, else a random UUID: one id across servers' logs.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The first start on a new data dir generates the demo media (textbooks, AI course and live videos with ffmpeg),
    // which takes well over Fastify's default 10 s per plugin on a busy 2-core machine.
    pluginTimeout: 120_000,
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // Never log secrets: headers are not logged, and secret query values are masked.
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  for (const warning of deploymentWarnings) app.log.warn(warning);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      poolMax: config.DATABASE_POOL_MAX,
    }));
  if (!given) app.addHook('onClose', () => database.close());
  // Migrations and demo data under one advisory lock: servers starting together take turns (db/migrate.ts).
  await prepareDatabase(database, config.SEED_DEMO && { staff: config.seedsStaff });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  const kv =
    givenKv ??
    (await openKv({
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_KEY_PREFIX,
      db: database.db,
      onError: (err) => app.log.warn({ err }, 'redis connection error'),
    }));
  if (!givenKv) app.addHook('onClose', () => kv.close());
  app.decorate('kv', kv);
  app.decorate('sms', sms);
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  // Closing ends the long-lived streams first (with a retry hint), so it waits only for ordinary requests.
  app.addHook('preClose', async () => lifecycle.drain());
  const routeTable: RouteEntry[] = [];
  // The module whose plugin is being registered (modules register one after another).
  let registering: string | undefined;
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const areas = [route.preHandler ?? []].flat().flatMap((h) => (h as { areas?: RoleArea[] }).areas ?? []);
    const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema, areas, endpoint, module: registering });
  });

  await app.register(transportPlugin);
  // Before any route: it hooks each route as it is added.
  await app.register(compressionPlugin);
  await app.register(envelopePlugin);
  await app.register(formBodyPlugin);
  await app.register(authPlugin, { database, ttlSeconds: config.TOKEN_TTL_SECONDS });
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  // The API routes; on embedded PGlite behind a bounded queue that sheds load with 503 (plugins/load-shed.ts).
  await app.register(async (api) => {
    if (database.kind === 'pglite') await api.register(loadShedPlugin, PGLITE_LOAD_SHED);
    for (const [name, plugin] of modules) {
      registering = name;
      await api.register(plugin);
    }
    registering = undefined;
  });

  await registerWebClient(app, config.WEB_DIR);
  return app;
}
