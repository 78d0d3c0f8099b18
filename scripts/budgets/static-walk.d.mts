export interface BudgetEntry {
  name: string;
  /** The hash path opened, e.g. `/classpro/myClass`. */
  path: string;
  /** The hash path the guard lands on. */
  lands: string;
  /** Manifest keys (relative to src-renderer) of the modules its routes load lazily. */
  loads: string[];
  signedIn?: boolean;
  phone?: boolean;
  lcpMs?: number;
}
export interface BudgetFile {
  signedOutKB: number;
  signedInKB: number;
  entries: BudgetEntry[];
}
export interface WalkedEntry {
  entry: BudgetEntry;
  files: string[];
  gzip: number;
  budget: number;
}
export const ENTRIES_FILE: string;
export function readBudgets(): BudgetFile;
export function gzipOf(outDir: string, file: string): number;
export function budgetOf(budgets: BudgetFile, entry: BudgetEntry): number;
export function walkEntries(outDir: string): WalkedEntry[];
export function kb(n: number): string;
