import type { CastItem } from '@shared/api/screen-cast';
import type { KvStore } from '../../lib/kv';
import { castItemsAfter, casts, readCast } from './service';

/** How often a cast's poller looks in the shared store for pictures another server took. */
const POLL_MS = 1000;
const KEEPALIVE_MS = 15_000;

/** One open stream of a cast: where it is, and how it is written to. */
export interface CastStream {
  last: number;
  lastWrite: number;
  write(chunk: string): void;
  end(): void;
}

interface Hub {
  wake: () => void;
  streams: Set<CastStream>;
  timer: NodeJS.Timeout;
  busy: boolean;
  /** The cast's pictures this process has read, by seq (at most the cast's 200). */
  items: Map<number, CastItem>;
  known: number;
}

/**
 * One poller per cast and process, whatever the number of its streams (issue 28): each second it reads the cast's
 * count and session once from the shared store and fans new pictures out to every stream of this process. Only
 * this fan-out lives in process memory; who may stream and how many is counted in the shared store (stream-slots.ts).
 */
export class CastHub {
  private readonly hubs = new Map<string, Hub>();

  constructor(
    private readonly kv: KvStore,
    private readonly onError: (err: unknown) => void,
  ) {}

  async join(code: string, stream: CastStream) {
    let hub = this.hubs.get(code);
    if (!hub) {
      const wake = () => void this.tick(code);
      const timer = setInterval(wake, POLL_MS);
      const fresh: Hub = { wake, timer, streams: new Set(), busy: false, items: new Map(), known: 0 };
      this.hubs.set(code, fresh);
      casts.on(code, wake);
      hub = fresh;
    }
    hub.streams.add(stream);
    await this.tick(code);
  }

  leave(code: string, stream: CastStream) {
    const hub = this.hubs.get(code);
    if (!hub) return;
    hub.streams.delete(stream);
    if (hub.streams.size) return;
    clearInterval(hub.timer);
    this.hubs.delete(code);
    casts.off(code, hub.wake);
  }

  close() {
    for (const [code, hub] of this.hubs)
      for (const s of [...hub.streams]) {
        s.end();
        this.leave(code, s);
      }
  }

  private async tick(code: string) {
    const hub = this.hubs.get(code);
    if (!hub || hub.busy) return;
    hub.busy = true;
    try {
      for (const item of await castItemsAfter(this.kv, code, hub.known)) hub.items.set(item.seq, item);
      hub.known = Math.max(hub.known, ...hub.items.keys());
      const open = Boolean(await readCast(this.kv, code));
      const ordered = [...hub.items.values()].sort((a, b) => a.seq - b.seq);
      for (const s of [...hub.streams]) {
        for (const item of ordered.filter((i) => i.seq > s.last)) {
          s.last = item.seq;
          s.write(`event: cast\nid: ${item.seq}\ndata: ${JSON.stringify(item)}\n\n`);
        }
        if (!open) {
          s.write('event: closed\ndata: {}\n\n');
          s.end();
        } else if (Date.now() - s.lastWrite > KEEPALIVE_MS) s.write(': keep-alive\n\n');
      }
    } catch (err) {
      this.onError(err);
    } finally {
      hub.busy = false;
    }
  }
}
