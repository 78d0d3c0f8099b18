import { z } from 'zod';
import { get } from './endpoint';

/**
 * Share cards (spec section 7 "Common and notices": GET getWxGzhShareSignature; issue 15). A page a parent shares
 * from WeChat asks the server to sign its own URL for the WeChat JS-SDK (`wx.config`). The signature comes from the
 * provider configured on the server (SHARE_PROVIDER); with none, `configured` is false and the page falls back to
 * the system share sheet or copying the link. Only pages of this product's own hosts are signed (else code 400
 * Msg.shareUrlInvalid); at most 60 signatures a minute per address (code 429).
 */
export const SharePaths = {
  /** Spec path. GET ?url (the page's URL without its #fragment) → ShareSignature. Public. */
  signature: '/api/v2/comm/vt/getWxGzhShareSignature',
} as const;

export const shareSignatureQuery = z.object({ url: z.string().trim().min(1).max(1000) });
export const shareSignature = z.object({
  configured: z.boolean(),
  appId: z.string(),
  /** Seconds since the epoch; 0 when not configured. */
  timestamp: z.number().int(),
  nonceStr: z.string(),
  /** SHA-1 hex of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (WeChat JS-SDK signing); '' when not configured. */
  signature: z.string(),
});
export type ShareSignature = z.infer<typeof shareSignature>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ShareApi = {
  signature: get(SharePaths.signature, { request: shareSignatureQuery, response: shareSignature, areas: [] }),
} as const;
