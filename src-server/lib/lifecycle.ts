import type { ServerResponse } from 'node:http';

/**
 * Ends a long-lived response of a stopping server and closes its connection once the last bytes are out: a
 * keep-alive connection that turns idle after the server began closing would otherwise hold the close until the
 * keep-alive timeout.
 */
export function hangUp(res: ServerResponse): void {
  // Taken now: a response lets go of its socket once it has finished.
  const socket = res.socket;
  const close = () => socket?.end();
  if (res.writableFinished) close();
  else if (res.writableEnded) res.once('finish', close);
  else res.end(close);
}

/**
 * A server's life for load balancers: ready until it starts stopping; then readiness answers 503 and every
 * long-lived stream (screen casts, AI answers) is told to end, so that closing the server only waits for ordinary
 * requests. Without this an open screen-cast stream kept a stopping server alive for 40 s.
 */
export class Lifecycle {
  private stopping = false;
  private readonly streams = new Set<() => void>();

  get ready(): boolean {
    return !this.stopping;
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Registers a stream's ending; returns the call that forgets it (when the stream ends by itself). A stream opened
   * while stopping is ended at once.
   */
  track(end: () => void): () => void {
    if (this.stopping) {
      // After the caller has its forget function in hand.
      queueMicrotask(end);
      return () => {};
    }
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  /** Stops being ready (the load balancer takes the server out). */
  stopReady(): void {
    this.stopping = true;
  }

  /** Stops being ready and ends every open stream. */
  drain(): void {
    this.stopReady();
    for (const end of [...this.streams]) {
      this.streams.delete(end);
      end();
    }
  }
}
