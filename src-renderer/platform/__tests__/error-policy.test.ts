import { describe, expect, it } from 'vitest';
import { Msg } from '@shared/rules/messages';
import { decideBusinessError, decideTransportError } from '../error-policy';

const toast = (text: string, light = false) => ({ toast: { text, durationMs: 5000, light } });

describe('error catalogue (spec section 8)', () => {
  it.each([
    [200, 'ok', '/classpro', {}],
    [400, '参数错误', '/classpro', toast('参数错误')],
    [400, '', '/classpro', toast(Msg.genericError)],
    [910, '该课程添加次数已用完', '/classpro/myClass', {}],
    [635, 'x', '/classpro', {}],
    [602, '提示', '/classpro', toast('提示')],
    [911, '提示', '/classpro', toast('提示')],
    [602, '提示', '/parent/index', {}],
    [911, '提示', '/h5/index', {}],
    [602, '提示', '/community', {}],
    [500, '出错了', '/classproBook/home', toast('出错了', true)],
    [901, '过期', '/classpro/myClass', { ...toast('过期', false), logoutTo: '/classpro/login' }],
    [901, '过期', '/parent/index', { ...toast('过期', false), logoutTo: '/parent/checkLogin' }],
    [901, '过期', '/h5/my', { ...toast('过期', false), logoutTo: '/h5/checkLogin' }],
    [901, '过期', '/datacenter/index', { ...toast('过期', false), logoutTo: '/datacenter/login' }],
    [901, '过期', '/publisher/home', { ...toast('过期', false), logoutTo: '/publisher/login' }],
    [901, '过期', '/expert/home', { ...toast('过期', false), logoutTo: '/expert/login' }],
    [901, '过期', '/author/home', { ...toast('过期', false), logoutTo: '/author/login' }],
    [901, '过期', '/classproBook/home', { ...toast('过期', true), logoutTo: '/classproBook/login' }],
  ])('code %i "%s" on %s', (code, message, path, expected) => {
    expect(decideBusinessError(code, message, { path })).toEqual(expected);
  });

  it('passes the admin login 500 through silently', () => {
    expect(decideBusinessError(500, '验证码错误', { path: '/datacenter/login', adminLogin: true })).toEqual({});
    expect(decideBusinessError(500, '验证码错误', { path: '/datacenter/login' })).toEqual(toast('验证码错误'));
  });

  it('shows the network failure message, and other transport errors their own', () => {
    expect(decideTransportError({ network: true, message: '' }, { path: '/classpro' })).toEqual(
      toast(Msg.networkFailure),
    );
    expect(decideTransportError({ network: false, message: '502 Bad Gateway' }, { path: '/classpro' })).toEqual(
      toast('502 Bad Gateway'),
    );
  });
});
