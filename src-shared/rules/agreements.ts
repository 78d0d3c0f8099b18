/**
 * The product's agreements (issue 32): the user agreement, the privacy policy and the children's personal-information
 * policy. Each has a version and an effective date; publishing a new text means raising its version here, after which
 * every signed-in user is shown it once and their acceptance (user, document, version, time) is recorded by the server.
 */
export const AGREEMENT_KINDS = ['user', 'privacy', 'children'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

export interface AgreementDocument {
  kind: AgreementKind;
  /** The title inside 《》. */
  title: string;
  version: string;
  /** YYYY-MM-DD (Beijing time). */
  effectiveDate: string;
}

export const AGREEMENTS: Record<AgreementKind, AgreementDocument> = {
  user: { kind: 'user', title: '用户协议', version: '1.0', effectiveDate: '2026-11-27' },
  privacy: { kind: 'privacy', title: '隐私政策', version: '1.0', effectiveDate: '2026-11-27' },
  children: { kind: 'children', title: '儿童个人信息保护规则', version: '1.0', effectiveDate: '2026-11-27' },
};

/** The person responsible for personal information (PIPL art. 52; 儿童个人信息网络保护规定 art. 8). */
export const DATA_PROTECTION_CONTACT = {
  role: '个人信息保护负责人',
  email: 'privacy@classpro.cn',
  address: '四川省成都市高新区天府大道中段 1388 号 Classpro 个人信息保护办公室',
  /** Working days within which a request is answered. */
  replyDays: 15,
} as const;

export const isAgreementKind = (v: string): v is AgreementKind => (AGREEMENT_KINDS as readonly string[]).includes(v);
