/**
 * Health endpoints for load balancers and orchestrators (issue 27). They answer plain JSON, not the envelope (listed
 * in src-server/plugins/non-endpoint-routes.ts), and need no sign-in.
 */
export const HealthPaths = {
  /** Liveness: the process answers. 200 `{status:'alive'}`. */
  live: '/healthz',
  /**
   * Readiness: 200 `{status:'ready', checks}` when the database, Redis (when configured) and S3 storage (when
   * configured) answer; 503 with the check that failed, or `{status:'stopping'}` once the server is shutting down.
   */
  ready: '/readyz',
  /**
   * Prometheus metrics (text exposition format), only when the server has METRICS_TOKEN and the scraper sends it as
   * `Authorization: Bearer …`; 401 otherwise. Request latency by route, server errors, database pool, open streams.
   */
  metrics: '/metrics',
} as const;

export type ReadyCheck = 'database' | 'redis' | 'storage';
export interface ReadyBody {
  status: 'ready' | 'not ready' | 'stopping';
  checks: Partial<Record<ReadyCheck, 'ok' | string>>;
}
