import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Header, type RoleArea } from '@shared/api/common';
import type { Database, Db } from '../db/client';
import { authTokens } from '../db/schema';
import { tokenExpired } from '../lib/errors';

export interface AuthContext {
  area: RoleArea;
  subjectId: number;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler that admits only a live token of one of the given areas; anything else is code 901. */
    authenticate(...areas: RoleArea[]): preHandlerAsyncHookHandler;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Every signed-in request runs this lookup, so it goes straight to the driver as a named prepared statement
 * (PostgreSQL parses it once per connection): through Drizzle's prepared query it cost about a fifth more CPU per
 * request (its async wrappers and row mapping; see README, Performance).
 */
const TOKEN_LOOKUP = `SELECT area, subject_id FROM auth_tokens
  WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() LIMIT 1`;

/** One token store per role area: a token issued for one area is refused in every other. */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
    private readonly query: Database['query'],
  ) {}

  async issue(area: RoleArea, subjectId: number, ttlSeconds = this.ttlSeconds) {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(authTokens).values({
      tokenHash: hashToken(token),
      area,
      subjectId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return { access_token: token, expires_in: ttlSeconds };
  }

  async verify(token: string, areas: readonly RoleArea[]): Promise<AuthContext | null> {
    const tokenHash = hashToken(token);
    const [row] = await this.query(TOKEN_LOOKUP, [tokenHash], 'auth_token_lookup');
    if (!row || !areas.includes(row.area as RoleArea)) return null;
    return { area: row.area as RoleArea, subjectId: Number(row.subject_id), tokenHash };
  }

  async revoke(tokenHash: string) {
    await this.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
  }

  /**
   * Deletes tokens that expired, or were revoked, over a day ago (none of them signs anyone in); returns how many.
   * Without this the table grew by every sign-in forever.
   */
  async purgeExpired(): Promise<number> {
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    const gone = await this.db
      .delete(authTokens)
      .where(or(lt(authTokens.expiresAt, dayAgo), lt(authTokens.revokedAt, dayAgo)))
      .returning({ h: authTokens.tokenHash });
    return gone.length;
  }

  /** A password change signs the account out everywhere. */
  async revokeAll(area: RoleArea, subjectId: number) {
    await this.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.area, area), eq(authTokens.subjectId, subjectId), isNull(authTokens.revokedAt)));
  }
}

/** The token of a request: `Cms-Token` for data-centre admin calls, otherwise `authorization` (Bearer or bare). */
export function readToken(request: FastifyRequest, areas: readonly RoleArea[]): string | undefined {
  const cms = request.headers[Header.CMS_TOKEN];
  if (areas.includes('datacenter') && typeof cms === 'string' && cms) return cms;
  const value = request.headers[Header.AUTHORIZATION];
  if (typeof value !== 'string' || !value) return undefined;
  return value.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** The advisory lock under which one server at a time purges old tokens; how often each server tries. */
export const TOKEN_PURGE_LOCK = 724_503;
const TOKEN_PURGE_MS = 15 * 60_000;

/**
 * One purge of old sign-in tokens, by one server at a time: a server finding another at it skips (`ran` false).
 */
export function purgeTokensOnce(database: Database, tokens: TokenService) {
  return database.exclusive(TOKEN_PURGE_LOCK, () => tokens.purgeExpired(), { wait: false });
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; ttlSeconds: number }) => {
    const tokens = new TokenService(opts.database.db, opts.ttlSeconds, opts.database.query);
    app.decorate('tokens', tokens);
    const purge = () =>
      purgeTokensOnce(opts.database, tokens).catch((err: unknown) => app.log.warn({ err }, 'purging old tokens'));
    const purger = setInterval(() => void purge(), TOKEN_PURGE_MS).unref();
    app.addHook('onClose', async () => clearInterval(purger));
    app.decorateRequest('auth', undefined);
    app.decorate('authenticate', (...areas: RoleArea[]) => {
      const handler: preHandlerAsyncHookHandler = async (request) => {
        const token = readToken(request, areas);
        const auth = token ? await tokens.verify(token, areas) : null;
        if (!auth) throw tokenExpired();
        request.auth = auth;
      };
      // Tagged so the route table can say which areas a route admits (the malformed-input sweep signs in as them).
      return Object.assign(handler, { areas });
    });
  },
  { name: 'auth' },
);

/** The signed-in subject of a route guarded by `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw tokenExpired();
  return request.auth;
}
