// The few parts of autocannon (which ships no types) that scripts/bench*.ts use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Cycled by every connection; `setupRequest` may rewrite one per connection (its context). */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      setupRequest?(req: Record<string, unknown>, context: Record<string, unknown>): Record<string, unknown>;
      onResponse?(status: number, body: string, context: Record<string, unknown>): void;
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
