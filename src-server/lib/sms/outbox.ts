import type { OutboxEntry, SmsMessage, SmsProvider } from './types';

const KEEP = 200;

/**
 * The development provider: no SMS leaves the machine. Each code is printed to the server's console (not to the
 * structured request log, which must never hold a code) and kept in a short in-process outbox for tests.
 * The server refuses to start with it when NODE_ENV=production.
 */
export class OutboxSms implements SmsProvider {
  readonly name = 'outbox';
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly print?: (line: string) => void) {}

  get outbox(): readonly OutboxEntry[] {
    return this.entries;
  }

  async send(message: SmsMessage): Promise<void> {
    this.entries.push({ ...message, at: new Date() });
    if (this.entries.length > KEEP) this.entries.splice(0, this.entries.length - KEEP);
    this.print?.(`[sms outbox] to ${message.mobile} (${message.type}): your Classpro code is ${message.code}`);
  }

  lastCode(mobile: string): string | undefined {
    return this.entries.findLast((e) => e.mobile === mobile)?.code;
  }
}
