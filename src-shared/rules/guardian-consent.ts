/** A guardian's decision about a child's data (issue 32; 儿童个人信息网络保护规定 art. 9). */
export const CONSENT_STATES = ['pending', 'granted', 'refused', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

export const CONSENT_DECISIONS = ['grant', 'refuse', 'withdraw'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

export const CONSENT_LABELS: Record<ConsentState, string> = {
  pending: '待监护人同意',
  granted: '已同意',
  refused: '已拒绝',
  withdrawn: '已撤回',
};

/** Working days within which a refused or withdrawn child's data is deleted (children's policy, section 二). */
export const CONSENT_DELETION_DAYS = 15;

/** The state a decision leads to from the current one, or null when it is not allowed (then nothing changes). */
export function nextConsentState(current: ConsentState, decision: ConsentDecision): ConsentState | null {
  if (decision === 'grant') return current === 'granted' ? null : 'granted';
  if (decision === 'refuse') return current === 'pending' ? 'refused' : null;
  return current === 'granted' ? 'withdrawn' : null;
}
