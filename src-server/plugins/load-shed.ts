import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A response that stays open for minutes (server-sent events): it takes no load-shedding turn. */
    longLived?: boolean;
  }
}

export interface LoadShedOptions {
  /** Requests let through to the database at once. */
  maxActive: number;
  /** Requests waiting for a turn; one more is shed at once. */
  maxQueue: number;
  /** Longest wait for a turn; a request that waited longer is shed. */
  maxWaitMs: number;
}

/**
 * Embedded PGlite has one connection: with 200 requests queued on it, each waited for all those before it (issue
 * 18; it ran on the server's own thread then, and blocked the event loop too — it has its own thread now,
 * db/pglite-thread.ts). This bounds the work in flight: at most `maxActive`
 * requests run, the rest wait in a bounded FIFO queue and are let in one event-loop turn later (so sockets are
 * served in between), and whoever cannot start within `maxWaitMs` gets HTTP 503 with the busy envelope
 * (服务器繁忙，请稍后再试) and `Retry-After: 1` at once, instead of hanging.
 */
export const PGLITE_LOAD_SHED: LoadShedOptions = { maxActive: 8, maxQueue: 400, maxWaitMs: 1000 };

interface Waiter {
  since: number;
  timer: NodeJS.Timeout;
  admit: (admitted: boolean) => void;
}

const busy = (reply: FastifyReply) =>
  reply.status(503).header('retry-after', '1').send({ code: Code.BUSY, message: Msg.busy, data: null });

export const loadShedPlugin = fp(async (app: FastifyInstance, opts: LoadShedOptions) => {
  let active = 0;
  const queue: Waiter[] = [];
  let pumping = false;

  const pump = () => {
    pumping = false;
    while (active < opts.maxActive && queue.length) {
      const w = queue.shift()!;
      clearTimeout(w.timer);
      if (performance.now() - w.since > opts.maxWaitMs) w.admit(false);
      else {
        active++;
        w.admit(true);
      }
    }
  };
  // The next request is let in on the next turn of the event loop, never in the chain that finished the last one.
  const schedulePump = () => {
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  };
  // Holds a turn until the response is finished or the connection closes, whichever comes first.
  const holdTurn = (reply: FastifyReply) => {
    let held = true;
    reply.raw.once('close', () => {
      if (!held) return;
      held = false;
      active--;
      schedulePump();
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    // A stream that stays open for minutes (server-sent events) would hold a turn all along: it takes none.
    if (request.routeOptions.config?.longLived) return;
    if (active < opts.maxActive && queue.length === 0) {
      active++;
      return holdTurn(reply);
    }
    if (queue.length >= opts.maxQueue) return busy(reply);
    const admitted = await new Promise<boolean>((admit) => {
      const w: Waiter = {
        since: performance.now(),
        admit,
        timer: setTimeout(() => {
          const i = queue.indexOf(w);
          if (i >= 0) queue.splice(i, 1);
          admit(false);
        }, opts.maxWaitMs),
      };
      queue.push(w);
    });
    if (!admitted) return busy(reply);
    holdTurn(reply);
  });
});
