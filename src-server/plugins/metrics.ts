import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HealthPaths } from '@shared/api/health';

const sameSecret = (given: string, want: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics (issue 27), with prom-client and a registry of this app's own (tests start many apps in one
 * process): request latency by route pattern (never the raw URL, so ids do not explode the series), server errors,
 * the database pool and the open long-lived streams, plus the process's own figures. Served at /metrics only when
 * METRICS_TOKEN is set, to a scraper that sends it.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a server error (5xx), by route pattern',
    labelNames,
    registers: [registry],
  });
  new Gauge({
    name: 'classpro_open_streams',
    help: 'Long-lived responses open on this server (screen casts, AI answers)',
    registers: [registry],
    collect() {
      this.set(app.lifecycle.openStreams);
    },
  });
  const pool = app.database.poolStats?.bind(app.database);
  if (pool)
    new Gauge({
      name: 'classpro_db_pool_connections',
      help: 'PostgreSQL pool connections of this server: its size (max, DATABASE_POOL_MAX), total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = pool();
        this.set({ state: 'max' }, s.max);
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });

  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
  });

  app.get(HealthPaths.metrics, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
