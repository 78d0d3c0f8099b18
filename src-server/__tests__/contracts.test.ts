import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { post } from '@shared/api/endpoint';
import { NON_ENDPOINT_ROUTES } from '../plugins/non-endpoint-routes';
import { createTestApp } from '../test-helpers';
import { contractGaps, sharedDescriptors } from './contract-check';

/**
 * One descriptor per endpoint (docs/architecture.md, rule 8): every descriptor exported from src-shared/api has
 * its route, registered from it, and every route outside the non-endpoint allow-list came from a descriptor.
 */
const t = await createTestApp();
afterAll(() => t.close());
const descriptors = await sharedDescriptors();

describe('the contract between src-shared/api and the server', () => {
  it('finds the descriptors of every file', () => {
    const files = new Set(descriptors.map((d) => d.name.split(':')[0]));
    expect(files).toContain('classes.ts');
    expect(files).toContain('user.ts');
    expect(descriptors.length).toBeGreaterThan(70);
  });

  it('registers every descriptor and no route without one', () => {
    expect(contractGaps(t.app.routeTable, descriptors, NON_ENDPOINT_ROUTES)).toEqual({
      withoutRoute: [],
      withoutDescriptor: [],
    });
  });

  it('lists no allow-listed route that does not exist', () => {
    const stale = NON_ENDPOINT_ROUTES.filter(
      (a) => !a.optional && !t.app.routeTable.some((r) => r.method === a.method && r.url === a.url),
    );
    expect(stale).toEqual([]);
  });

  it('reports a descriptor without a route and a route without a descriptor', () => {
    const orphan = post('/api/v2/test/orphan', { response: z.null(), areas: [] });
    const gaps = contractGaps(
      [...t.app.routeTable, { method: 'POST', url: '/api/v2/test/hand-written', areas: [] }],
      [...descriptors, { name: 'test.ts:orphan', endpoint: orphan }],
      NON_ENDPOINT_ROUTES,
    );
    expect(gaps).toEqual({
      withoutRoute: ['test.ts:orphan (POST /api/v2/test/orphan)'],
      withoutDescriptor: ['POST /api/v2/test/hand-written'],
    });
  });

  it('registers each route with its descriptor method, path and guard', () => {
    for (const { endpoint } of descriptors) {
      const r = t.app.routeTable.find((x) => x.endpoint === endpoint && x.method === endpoint.method);
      expect(r?.url).toBe(endpoint.path);
      expect(r?.areas).toEqual(endpoint.optionalAuth ? [] : [...endpoint.areas]);
    }
  });
});
