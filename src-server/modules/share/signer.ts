import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { KvStore } from '../../lib/kv';

export interface ShareSigner {
  /** Signs a page URL, or null when sharing is not configured. */
  sign(url: string): Promise<{ appId: string; timestamp: number; nonceStr: string; signature: string } | null>;
}

/** The WeChat JS-SDK signature: SHA-1 of the four fields in this order (the official algorithm). */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string) {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}

/** Fetches JSON from the WeChat API (injected in tests). */
export type FetchJson = (url: string) => Promise<Record<string, unknown>>;
const fetchJson: FetchJson = async (url) =>
  (await (await fetch(url, { signal: AbortSignal.timeout(5000) })).json()) as Record<string, unknown>;

/** Tickets live 7200 s; they are refreshed a little earlier, and shared by every server through the store. */
const TICKET_TTL = 7000;

/**
 * The signer SHARE_PROVIDER names: `wechat` gets an access token with the app's id and secret, then a jsapi ticket,
 * keeps the ticket in the shared store and signs with it; `none` signs nothing.
 */
export function createShareSigner(config: Config, kv: KvStore, get: FetchJson = fetchJson): ShareSigner {
  const { WX_APP_ID: appId, WX_APP_SECRET: secret } = config;
  if (config.SHARE_PROVIDER !== 'wechat' || !appId || !secret) return { sign: async () => null };
  const key = `share:wx-ticket:${appId}`;
  const ticket = async () => {
    const kept = await kv.get(key);
    if (kept) return kept;
    const base = config.WX_API_BASE.replace(/\/+$/, '');
    const token = await get(
      `${base}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`,
    );
    if (typeof token.access_token !== 'string') throw new Error(`wechat token refused: ${String(token.errmsg)}`);
    const t = await get(`${base}/cgi-bin/ticket/getticket?type=jsapi&access_token=${token.access_token}`);
    if (typeof t.ticket !== 'string') throw new Error(`wechat ticket refused: ${String(t.errmsg)}`);
    await kv.set(key, t.ticket, TICKET_TTL);
    return t.ticket;
  };
  return {
    async sign(url) {
      const nonceStr = randomBytes(12).toString('base64url');
      const timestamp = Math.floor(Date.now() / 1000);
      return { appId, timestamp, nonceStr, signature: jsSdkSignature(await ticket(), nonceStr, timestamp, url) };
    },
  };
}
