import { describe, expect, it } from 'vitest';
import { homeOf, landingTarget } from '../lib/landing';

describe('where a sign-in lands', () => {
  it.each([
    ['teacher', undefined, '/classpro'],
    ['parent', undefined, '/parent/index'],
    ['h5', undefined, '/h5/index'],
    ['datacenter', undefined, '/datacenter/index'],
    ['publisher', '7', '/publisher/home?publisheId=7'],
    ['expert', undefined, '/expert/home'],
    ['author', undefined, '/author/home'],
    ['reader', undefined, '/classproBook/home'],
  ] as const)('%s lands on its home', (kind, id, home) => {
    expect(homeOf(kind, id)).toBe(home);
  });

  it('goes back to the redirect target inside the app', () => {
    expect(landingTarget('/classpro/myClass', '/classpro')).toBe('/classpro/myClass');
    expect(landingTarget('/classpro/myClass?tab=2', '/classpro')).toBe('/classpro/myClass?tab=2');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil', '/classpro/login', '/parent/checkLogin'])(
    'ignores %s and goes home',
    (redirect) => {
      expect(landingTarget(redirect, '/classpro')).toBe('/classpro');
    },
  );
});
