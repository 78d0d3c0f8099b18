import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Header, type RoleArea } from '@shared/api/common';
import type { Db } from '../db/client';
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

/** One token store per role area: a token issued for one area is refused in every other. */
export class TokenService {
  /** Every signed-in request runs this: prepared once, so the SQL is not rebuilt (and PostgreSQL not re-parsed). */
  private readonly lookup;

  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
  ) {
    this.lookup = db
      .select({ area: authTokens.area, subjectId: authTokens.subjectId })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
          isNull(authTokens.revokedAt),
          sql`${authTokens.expiresAt} > now()`,
        ),
      )
      .limit(1)
      .prepare('auth_token_lookup');
  }

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
    const [row] = await this.lookup.execute({ tokenHash });
    if (!row || !areas.includes(row.area as RoleArea)) return null;
    return { area: row.area as RoleArea, subjectId: row.subjectId, tokenHash };
  }

  async revoke(tokenHash: string) {
    await this.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
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

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; ttlSeconds: number }) => {
    const tokens = new TokenService(opts.db, opts.ttlSeconds);
    app.decorate('tokens', tokens);
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
