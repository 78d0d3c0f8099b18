import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop (SIGTERM, Ctrl-C): readiness turns 503 at once so the load balancer stops sending new work; after
 * `graceMs` (time for the balancer to notice) the long-lived streams are ended with a retry hint (the app's preClose
 * hook), requests in flight finish, and the database and Redis are closed.
 */
export async function gracefulStop(app: FastifyInstance, graceMs: number): Promise<void> {
  app.lifecycle.stopReady();
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  await app.close();
}
