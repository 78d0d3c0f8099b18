import type { Config } from '../config';

export interface DeploymentReport {
  /** Settings a production server refuses to start with: each names the setting to change. */
  refusals: string[];
  /** Settings that work but are risky (logged at start). */
  warnings: string[];
}

/**
 * Development-only settings. Under NODE_ENV=production they stop the start (every one listed at once, so an operator
 * fixes them in one go); elsewhere the ones that break a multi-server deployment are warnings. DATABASE_URL is the
 * sign that several servers may share the data, so per-server uploads and secrets cannot work.
 */
export function checkDeployment(config: Config): DeploymentReport {
  const production = config.NODE_ENV === 'production';
  const shared = Boolean(config.DATABASE_URL);
  const refusals: string[] = [];
  const warnings: string[] = [];
  const multiServer = (problem: string) => (production ? refusals : warnings).push(problem);

  if (production && config.SMS_PROVIDER === 'outbox')
    refusals.push(
      'SMS_PROVIDER=outbox sends no SMS and prints codes to the console: set SMS_PROVIDER=http with SMS_HTTP_URL (and SMS_HTTP_TOKEN).',
    );
  if (shared && config.STORAGE === 'local')
    multiServer(
      "STORAGE=local keeps uploads on this server's disk, but DATABASE_URL lets several servers share the data: set STORAGE=s3 with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.",
    );
  if (shared && !config.UPLOAD_SECRET)
    multiServer(
      'UPLOAD_SECRET is unset, so each server generates its own and signs uploads the others refuse: set UPLOAD_SECRET (16+ random characters, the same on every server).',
    );
  if (config.TRUST_PROXY === true && config.NODE_ENV !== 'test')
    warnings.push(
      "TRUST_PROXY=true believes any X-Forwarded-For a client sends, so per-address limits can be bypassed: set the hop count (TRUST_PROXY=1 behind one proxy) or the proxies' addresses.",
    );
  if (config.UPLOAD_SECRET !== undefined && config.UPLOAD_SECRET.length < 16)
    refusals.push('UPLOAD_SECRET is shorter than 16 characters: set a longer random one.');
  return { refusals, warnings };
}

/** Throws one error listing every refusal. */
export function assertDeployable(config: Config): string[] {
  const { refusals, warnings } = checkDeployment(config);
  if (refusals.length) {
    const env = config.NODE_ENV === 'production' ? ' (NODE_ENV=production)' : '';
    throw new Error(refusals.map((r) => `Refusing to start${env}: ${r}`).join('\n'));
  }
  return warnings;
}
