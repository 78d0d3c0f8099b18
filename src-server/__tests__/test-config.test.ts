import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';

const checkout = resolve(import.meta.dirname, '../..');

describe('test configuration', () => {
  it('keeps generated media and uploads outside the checkout', () => {
    const { dataDir } = testConfig();
    expect(dataDir.startsWith(checkout)).toBe(false);
  });

  it('still takes a DATA_DIR a test names', () => {
    expect(testConfig({ DATA_DIR: '/tmp/classpro-x' }).dataDir).toBe('/tmp/classpro-x');
  });
});
