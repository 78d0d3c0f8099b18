import { describe, expect, it } from 'vitest';
import { signInRedirect } from '../paths';

describe('signInRedirect', () => {
  it('comes back to the screen the user was on', () => {
    expect(signInRedirect('/expert/login', '/expert/home')).toBe('/expert/login?redirect=%2Fexpert%2Fhome');
    expect(signInRedirect('/classpro/login', '/classpro/myClass?classId=3')).toBe(
      '/classpro/login?redirect=%2Fclasspro%2FmyClass%3FclassId%3D3',
    );
  });

  it('never nests a sign-in page in the redirect (a second 901 on the login page)', () => {
    const first = signInRedirect('/expert/login', '/expert/home');
    expect(signInRedirect('/expert/login', decodeURIComponent(first))).toBe(first);
    expect(signInRedirect('/publisher/login', '/publisher/login/1?redirect=/publisher/home')).toBe(
      '/publisher/login?redirect=%2Fpublisher%2Fhome',
    );
    expect(signInRedirect('/expert/login', '/expert/login')).toBe('/expert/login');
  });
});
