import type { SmsCodeType } from '@shared/api/verify';

export interface SmsMessage {
  mobile: string;
  code: string;
  type: SmsCodeType;
}

export interface OutboxEntry extends SmsMessage {
  at: Date;
}

/** Where verification codes go. The provider only delivers; codes, limits and expiry live in the SMS service. */
export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
  /** Messages the outbox provider delivered in this process (newest last); always empty for real providers. */
  readonly outbox: readonly OutboxEntry[];
  /** The newest code the outbox delivered to a mobile: what a developer or a test reads instead of a phone. */
  lastCode(mobile: string): string | undefined;
}
