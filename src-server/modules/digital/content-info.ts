import { statSync } from 'node:fs';
import { join } from 'node:path';

/** The byte size of a book's generated PDF (0 when the content is not there). */
export function bookBytes(dir: string, key: string): number {
  try {
    return statSync(join(dir, 'books', `${key}.pdf`)).size;
  } catch {
    return 0;
  }
}
