import { createHash, createHmac } from 'node:crypto';

/**
 * A minimal AWS Signature Version 4 calculator for S3, used by the fake S3 server in the tests to check that the
 * SDK signs what it sends with our credentials. Checked against AWS's published example first.
 */
export interface SignInput {
  method: string;
  /** The path as sent (already URI-encoded; S3 does not encode it twice). */
  path: string;
  query: string;
  headers: Record<string, string>;
  signedHeaders: string[];
  payloadHash: string;
  amzDate: string;
  region: string;
  secretAccessKey: string;
  service?: string;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((kv) => {
      const [k = '', v = ''] = kv.split('=');
      return [k, v] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function signatureV4(i: SignInput): string {
  const service = i.service ?? 's3';
  const date = i.amzDate.slice(0, 8);
  const lower = Object.fromEntries(Object.entries(i.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headers = i.signedHeaders.map((h) => `${h}:${(lower[h] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [i.method, i.path, canonicalQuery(i.query), headers, i.signedHeaders.join(';'), i.payloadHash].join(
    '\n',
  );
  const scope = `${date}/${i.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', i.amzDate, scope, sha256Hex(canonical)].join('\n');
  const kDate = hmac(`AWS4${i.secretAccessKey}`, date);
  const kSigning = hmac(hmac(hmac(kDate, i.region), service), 'aws4_request');
  return createHmac('sha256', kSigning).update(toSign, 'utf8').digest('hex');
}
