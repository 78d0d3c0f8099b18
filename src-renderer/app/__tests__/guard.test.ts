import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput } from '../guard';

const none = {};
const teacher = { teacher: true };
const base: Omit<GuardInput, 'path'> = { tokens: none, generated: {}, roles: [] };
const decide = (path: string, over: Partial<GuardInput> = {}) => decideGuard({ ...base, path, ...over });

describe('route guard (spec section 4)', () => {
  it.each([
    // Logged in on a login page goes to the area's home.
    ['/classpro/login', { tokens: teacher }, { kind: 'redirect', to: '/' }],
    ['/loginweb', { tokens: teacher }, { kind: 'redirect', to: '/' }],
    ['/datacenter/login', { tokens: { datacenter: true } }, { kind: 'redirect', to: '/datacenter/index' }],
    [
      '/publisher/login/7',
      { tokens: { publisher: true }, publisheId: '7' },
      { kind: 'redirect', to: '/publisher/home?publisheId=7' },
    ],
    ['/expert/login', { tokens: { expert: true } }, { kind: 'redirect', to: '/expert/home' }],
    ['/author/login', { tokens: { author: true } }, { kind: 'redirect', to: '/author/home' }],
    // First navigation without generated routes loads the user.
    ['/classpro/myClass', { tokens: teacher }, { kind: 'load', area: 'teacher' }],
    ['/parent/index', { tokens: { parent: true } }, { kind: 'load', area: 'parent' }],
    ['/h5/index', { tokens: { parent: true } }, { kind: 'load', area: 'parent' }],
    // Generated: pass, with role filtering on teacher routes.
    ['/classpro/myClass', { tokens: teacher, generated: teacher, roles: ['ROLE_DEFAULT'] }, { kind: 'pass' }],
    [
      '/classpro/myClass',
      { tokens: teacher, generated: teacher, roles: ['ROLE_STUDENT'] },
      { kind: 'redirect', to: '/classpro' },
    ],
    ['/classpro/digitalbooks', { tokens: teacher, generated: teacher, roles: ['ROLE_STUDENT'] }, { kind: 'pass' }],
    ['/datacenter/index', { tokens: { datacenter: true } }, { kind: 'pass' }],
    ['/operations/menus', { tokens: { datacenter: true } }, { kind: 'pass' }],
    // The token of the path's group decides: a teacher token does not open the parent area.
    ['/parent/index', { tokens: teacher }, { kind: 'redirect', to: '/parent/login?redirect=%2Fparent%2Findex' }],
    // Not logged in.
    ['/classpro/login', {}, { kind: 'pass' }],
    ['/classpro/register', {}, { kind: 'pass' }],
    ['/help', {}, { kind: 'pass' }],
    ['/parent/hassClassInfo', {}, { kind: 'pass' }],
    ['/publisher/login', { publisheId: '3' }, { kind: 'redirect', to: '/publisher/login/3' }],
    ['/publisher/login/3', {}, { kind: 'pass' }],
    ['/publisher/home', {}, { kind: 'pass' }],
    ['/expert/home', {}, { kind: 'pass' }],
    ['/author/task', {}, { kind: 'pass' }],
    ['/editor', {}, { kind: 'pass' }],
    ['/classproBook/home', {}, { kind: 'pass' }],
    ['/digitalbooks/read', {}, { kind: 'pass' }],
    ['/parent/course/homework/1/2/3/4/5', {}, { kind: 'pass' }],
    ['/doTrainingDetail/1/2', {}, { kind: 'pass' }],
    ['/activity/expert/review/1/abc', {}, { kind: 'pass' }],
    ['/activity/work/1/2', {}, { kind: 'pass' }],
    ['/h5/index', {}, { kind: 'pass' }],
    ['/parent/index', {}, { kind: 'redirect', to: '/parent/login?redirect=%2Fparent%2Findex' }],
    ['/datacenter/index', {}, { kind: 'redirect', to: '/datacenter/login' }],
    // The operations console (issue 16) is in the data-centre area and comes back after the sign-in.
    ['/operations/versions', {}, { kind: 'redirect', to: '/datacenter/login?redirect=%2Foperations%2Fversions' }],
    ['/classpro/myClass', {}, { kind: 'redirect', to: '/classpro/login?redirect=%2Fclasspro%2FmyClass' }],
    ['/activity/detail/3', {}, { kind: 'redirect', to: '/classpro/login?redirect=%2Factivity%2Fdetail%2F3' }],
  ] as [string, Partial<GuardInput>, unknown][])('%s %j', (path, over, expected) => {
    expect(decide(path, over)).toEqual(expected);
  });

  it('keeps the query string in the redirect target', () => {
    expect(decide('/classpro/myCourse', { search: '?tab=2' })).toEqual({
      kind: 'redirect',
      to: '/classpro/login?redirect=%2Fclasspro%2FmyCourse%3Ftab%3D2',
    });
  });
});
