import type { SmsMessage, SmsProvider } from './types';

const TIMEOUT_MS = 10_000;

/**
 * A real provider through an HTTP gateway: POST {mobile, code, type, template} as JSON. Most SMS services (or a
 * small relay in front of them) accept this shape; the template name lets the gateway pick the approved text.
 */
export class HttpSms implements SmsProvider {
  readonly name = 'http';
  readonly outbox = [] as const;

  constructor(
    private readonly url: string,
    private readonly token?: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ ...message, template: `classpro_${message.type.toLowerCase()}` }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
  }

  lastCode(): undefined {
    return undefined;
  }
}
