import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * S3-style browser POST policies: a base64 JSON document {expiration, conditions} signed with HMAC-SHA256. The
 * storage host accepts a form only when the signature matches, the policy has not expired and every condition
 * holds. Conditions we issue: the exact key, the exact Content-Type and a content-length-range.
 */
export type PolicyCondition = ['eq', string, string] | ['content-length-range', number, number];

export interface PolicyDocument {
  expiration: string;
  conditions: PolicyCondition[];
}

export function encodePolicy(doc: PolicyDocument): string {
  return Buffer.from(JSON.stringify(doc), 'utf8').toString('base64');
}

export function signPolicy(policy: string, secret: string): string {
  return createHmac('sha256', secret).update(policy, 'utf8').digest('base64');
}

export interface PolicyCheck {
  key: string;
  contentType: string;
  minSize: number;
  maxSize: number;
}

/** Reads a form field by name, ignoring case (S3 treats field names case-insensitively). */
const field = (fields: Record<string, string>, name: string) =>
  Object.entries(fields).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/**
 * Checks a posted form against its policy. Returns what the file must satisfy, or null when the form must be
 * refused (bad signature, expired, malformed, or a condition that does not hold). Unknown conditions fail closed.
 */
export function verifyPolicyForm(fields: Record<string, string>, secret: string, now = new Date()): PolicyCheck | null {
  const policy = field(fields, 'policy') ?? '';
  const signature = field(fields, 'signature') ?? '';
  if (!policy || !signature || policy.length > 4096) return null;
  const expected = Buffer.from(signPolicy(policy, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let doc: PolicyDocument;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    return null;
  }
  const expires = Date.parse(doc?.expiration ?? '');
  if (!Number.isFinite(expires) || expires <= now.getTime() || !Array.isArray(doc.conditions)) return null;
  const check: Partial<PolicyCheck> = {};
  for (const c of doc.conditions) {
    if (!Array.isArray(c)) return null;
    if (c[0] === 'eq' && c[1] === '$key') {
      if (field(fields, 'key') !== c[2]) return null;
      check.key = c[2];
    } else if (c[0] === 'eq' && c[1] === '$Content-Type') {
      if (field(fields, 'Content-Type') !== c[2]) return null;
      check.contentType = c[2];
    } else if (c[0] === 'content-length-range') {
      check.minSize = c[1];
      check.maxSize = c[2];
    } else {
      return null;
    }
  }
  if (!check.key || !check.contentType || check.minSize === undefined || check.maxSize === undefined) return null;
  return check as PolicyCheck;
}
