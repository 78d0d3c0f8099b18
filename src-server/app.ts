import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seeds';
import { modules } from './modules';
import { authPlugin } from './plugins/auth';
import { envelopePlugin, redactUrl } from './plugins/envelope';

// Validation messages in Chinese, for users of the product.
z.config(z.locales.zhCN());

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database to use (tests share one); otherwise opened from the config and closed with the app. */
  database?: Database;
}

export async function buildApp({ config, database: given }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    logger: {
      level: config.LOG_LEVEL,
      // Never log secrets: headers are not logged, and secret query values are masked.
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = given ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  if (!given) app.addHook('onClose', () => database.close());
  await migrate(database);
  if (config.SEED_DEMO) await seedDemo(database.db);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(envelopePlugin);
  await app.register(authPlugin, { db: database.db, ttlSeconds: config.TOKEN_TTL_SECONDS });
  for (const m of modules) await app.register(m);

  const webDir = config.WEB_DIR ? resolve(config.WEB_DIR) : '';
  if (webDir && existsSync(resolve(webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: true, index: 'index.html' });
  }
  return app;
}
