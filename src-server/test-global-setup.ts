import { writeSeededTemplate } from './test-template';

/** Server tests on PGlite: one seeded template for every file (test-template.ts). */
export default function setup() {
  return writeSeededTemplate();
}
