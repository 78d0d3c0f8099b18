import { buildApp } from './app';
import { loadConfig } from './config';
import { demoAccountLines } from './db/seeds/demo-accounts';

/** Thin launcher: configuration from the environment, listen, and a graceful close on Ctrl-C. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = address.replace('0.0.0.0', '127.0.0.1');
  const db = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nClasspro is running at ${url}/  (database: ${db})`);
  if (config.seedsStaff) {
    console.log('Demo accounts:');
    for (const line of demoAccountLines()) console.log(`  ${line}`);
  }
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests, then closing the database');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
