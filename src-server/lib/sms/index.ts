import type { Config } from '../../config';
import { HttpSms } from './http';
import { OutboxSms } from './outbox';
import type { SmsProvider } from './types';

export type { OutboxEntry, SmsMessage, SmsProvider } from './types';
export { OutboxSms } from './outbox';

/** The configured provider. Throws (so the server does not start) on a configuration that cannot send real SMS. */
export function createSmsProvider(config: Config, print?: (line: string) => void): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    if (!config.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return new HttpSms(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN);
  }
  if (config.NODE_ENV === 'production') {
    throw new Error(
      'Refusing to start: NODE_ENV=production with SMS_PROVIDER=outbox, which sends no SMS and prints codes. ' +
        'Configure a real provider (SMS_PROVIDER=http with SMS_HTTP_URL).',
    );
  }
  return new OutboxSms(print);
}
