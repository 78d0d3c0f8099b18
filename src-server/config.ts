import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads. docs/configuration.md lists them; keep the two in step. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /**
   * Connections each server keeps to PostgreSQL at most. Sum over all servers (plus the start-up lock's one each)
   * must stay below the database's max_connections.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** Redis connection string; unset keeps rate limits and one-time codes in the database. */
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key, so several deployments (or tests) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('classpro:'),
  DATA_DIR: z.string().default('./data'),
  /** Where the built web app is served from; empty disables static serving. */
  WEB_DIR: z.string().default('./out/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds a sign-in token lives. */
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /**
   * Which X-Forwarded-For entries to believe (Fastify's trustProxy): `false` (default) none; a hop count (`1`: the one
   * proxy in front, e.g. nginx); or a comma-separated list of proxy addresses/CIDRs (`10.0.0.0/8,127.0.0.1`). `true`
   * believes whatever the client sends, so any per-address limit can be bypassed: kept for tests, warned at start.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string[] => {
      const s = v.trim();
      if (s === 'true') return true;
      if (s === 'false' || s === '0' || s === '') return false;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (list.every((x) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(x))) return list;
      ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or a list of addresses/CIDRs' });
      return z.NEVER;
    }),
  /**
   * Seed the demo data. Default: on, except under NODE_ENV=production, where only SEED_DEMO=true seeds it, and even
   * then without the staff accounts and the fixed reviewer token (see `seedsStaff`).
   */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /**
   * SMS provider: 'outbox' prints codes to the console and keeps them readable in-process (development and tests;
   * refused in production); 'http' posts {mobile, code, type, template} as JSON to SMS_HTTP_URL (an SMS gateway).
   */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  /** Sent as `Authorization: Bearer …` to SMS_HTTP_URL. */
  SMS_HTTP_TOKEN: z.string().optional(),
  /** Object storage: local disk under DATA_DIR/uploads, or an S3-compatible store. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Secret for signing upload policies; generated per data dir when unset. */
  UPLOAD_SECRET: z.string().optional(),
  /** The absolute URL clients reach this server at (upload host and file URLs); unset: each request's own host. */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  /**
   * Comma-separated host names the request's Host header may name for absolute URLs handed to clients (the upload
   * host); unset: localhost, HOST, and with HOST=0.0.0.0 this machine's addresses. An untrusted Host gets
   * server-relative URLs. Ignored when PUBLIC_BASE_URL is set.
   */
  ALLOWED_HOSTS: z.string().optional(),
  /**
   * Comma-separated origins (https://host) the web app may fetch from and show in a frame besides this server and
   * PUBLIC_BASE_URL: an external AI site (运营 AI站点地址), textbooks or media hosted elsewhere. The Content-Security-Policy
   * allows only these (connect-src, frame-src).
   */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => {
          const url = URL.canParse(o) ? new URL(o) : null;
          if (!url || !/^https?:$/.test(url.protocol)) ctx.addIssue({ code: 'custom', message: `not an origin: ${o}` });
          return url?.origin ?? o;
        }),
    ),
  /**
   * Share cards (spec 7 getWxGzhShareSignature; issue 15): `wechat` signs pages for the WeChat JS-SDK with the official
   * account's WX_APP_ID and WX_APP_SECRET (the server fetches and caches its jsapi ticket from WX_API_BASE); `none`
   * answers "not configured" and the pages fall back to sharing or copying the link.
   */
  SHARE_PROVIDER: z.enum(['none', 'wechat']).default('none'),
  WX_APP_ID: z.string().optional(),
  WX_APP_SECRET: z.string().optional(),
  WX_API_BASE: z.url().default('https://api.weixin.qq.com'),
  /**
   * The AI assistant's model (issue 12): any OpenAI-compatible chat completions endpoint, e.g.
   * `https://host/v1` (the server posts to `${AI_BASE_URL}/chat/completions` with `stream: true`). Unset: the
   * assistant says it is not configured.
   */
  AI_BASE_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  /** Sent as `Authorization: Bearer …` to AI_BASE_URL when set. */
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('default'),
  /** The longest an answer may take, end to end. */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * On SIGTERM, how long the server keeps answering (with /readyz at 503) before it ends streams and closes, so that a
   * load balancer polling /readyz takes it out first. 0 stops at once.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * Prometheus metrics at /metrics, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; unset, there is
   * no /metrics (the figures name routes and load, which the public need not see).
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs 16+ characters').optional(),
  /** The external page the web app's 'download PC version' opens. */
  PC_DOWNLOAD_URL: z.string().default('https://www.classpro.cn/download'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & {
  dataDir: string;
  SEED_DEMO: boolean;
  /**
   * The demo's staff accounts (operator, data-centre admins, publisher, expert, author) and its fixed reviewer token,
   * all with published passwords: never under NODE_ENV=production.
   */
  seedsStaff: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  const seedDemo = parsed.data.SEED_DEMO ?? !production;
  return {
    ...parsed.data,
    dataDir: resolve(parsed.data.DATA_DIR),
    SEED_DEMO: seedDemo,
    seedsStaff: seedDemo && !production,
  };
}

/** Where tests keep files when they name no DATA_DIR of their own. */
export const TEST_DATA_DIR = join(tmpdir(), 'classpro-test-data');

/** Test and bench helper: the defaults with overrides, without reading process.env. */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof envSchema>, string>> = {}): Config {
  // Tests never write into the checkout: generated demo media and uploads go to one folder under the system's
  // temporary directory, shared by the run's files (content is generated once and reused, as in ./data).
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIR: '', DATA_DIR: TEST_DATA_DIR, ...overrides });
}
