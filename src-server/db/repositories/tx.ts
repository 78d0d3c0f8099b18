import type { Db } from '../client';

/** A transaction of the app's database: what `withTx` hands to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a repository call runs: the database itself, or a transaction the caller opened with `withTx`. */
export type Executor = Db | Tx;

/**
 * Runs `fn` in one transaction (rule 6): every repository call given `tx` commits or rolls back with the others.
 * A refusal thrown inside rolls the whole transaction back.
 */
export function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
