import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/migrate';
import { createOperator } from './domain/operators';

/**
 * `npm run create-operator -- --mobile 139xxxxxxxx [--name 运营管理员]`: creates an operator (a data-centre admin with
 * the OPERATOR role) on the database the server's environment names (DATABASE_URL, or DATA_DIR's PGlite, which needs
 * the server stopped). The password comes from CLASSPRO_OPERATOR_PASSWORD, else the first line of stdin (asked for
 * twice, without echo, on a terminal); it never appears in the command line or the shell history.
 */
const USAGE = 'usage: npm run create-operator -- --mobile <mobile> [--name <display name>]';

async function readHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Print the prompt, then nothing of what is typed.
  const out = rl as unknown as { _writeToOutput(s: string): void };
  let prompted = false;
  out._writeToOutput = (s) => {
    if (!prompted) process.stdout.write(s);
    prompted = true;
  };
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function readFirstLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.CLASSPRO_OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await readHidden('Password for the operator: ');
  const again = await readHidden('The same password again: ');
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

async function main() {
  const { values } = parseArgs({ options: { mobile: { type: 'string' }, name: { type: 'string' } } });
  if (!values.mobile) throw new Error(USAGE);
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await prepareDatabase(database, false);
    const result = await createOperator(database.db, {
      mobile: values.mobile,
      displayName: values.name ?? '运营管理员',
      password,
    });
    if (!result.ok) throw new Error(`not created: ${result.reason}`);
    console.log(`operator ${values.mobile} created; it signs in at /#/datacenter/login and uses /#/operations`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
