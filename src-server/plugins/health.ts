import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HealthPaths, type ReadyBody, type ReadyCheck } from '@shared/api/health';
import { storageFor } from '../lib/storage';

/** A check that does not answer within this long counts as failed: a readiness probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

const within = (what: Promise<unknown>) =>
  Promise.race([
    what,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 2 s')), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * Liveness and readiness (issue 27): plain JSON for load balancers, outside the API's load shedding and sign-in.
 * Readiness checks what this server needs from outside: the database, Redis when REDIS_URL is set, the S3 bucket
 * when STORAGE=s3; and answers 503 once the server is stopping.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  app.get(HealthPaths.live, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }));

  app.get(HealthPaths.ready, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!app.lifecycle.ready) return reply.code(503).send({ status: 'stopping', checks: {} } satisfies ReadyBody);
    const checks: [ReadyCheck, () => Promise<unknown>][] = [['database', () => app.database.query('SELECT 1', [])]];
    if (app.kv.kind === 'redis') checks.push(['redis', () => app.kv.ping()]);
    if (app.config.STORAGE === 's3') checks.push(['storage', () => storageFor(app.config).ping()]);
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await within(check());
          return [name, 'ok'] as const;
        } catch (err) {
          req.log.warn({ err, check: name }, 'readiness check failed');
          return [name, `failed: ${(err as Error).message || (err as Error).name}`] as const;
        }
      }),
    );
    const body: ReadyBody = {
      status: results.every(([, r]) => r === 'ok') ? 'ready' : 'not ready',
      checks: Object.fromEntries(results),
    };
    return reply.code(body.status === 'ready' ? 200 : 503).send(body);
  });
});
