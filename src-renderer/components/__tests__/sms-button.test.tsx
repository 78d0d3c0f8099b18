import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyPaths } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { subscribeToasts, type Toast } from '../../platform/notify';
import { SmsButton } from '../sms-button';
import type { VerificationProps } from '../verification/verification';
import { fakeServer, ok, refuse } from '../verification/__tests__/fake-server';

const PASS = { sessionId: 's-1', sig: 'sig', token: 'tok', scene: 'classpro_teacher_sms' };
const CAPTCHA_PASS = { sessionId: 'c'.repeat(32), sig: 'captcha', token: 't2', scene: 'classpro_teacher_sms' };
const reset = vi.hoisted(() => vi.fn());

// The widget itself is tested on its own; here it is a stand-in that passes at a click.
vi.mock('../verification/verification', () => ({
  Verification: ({ onResult, ref }: VerificationProps) => {
    useImperativeHandle(ref, () => ({ reset }));
    return (
      <>
        <button onClick={() => onResult({ kind: 'slider', result: PASS })}>slide-pass</button>
        <button onClick={() => onResult({ kind: 'captcha', codeKey: 'AB12', captchaId: 'c'.repeat(32) })}>
          captcha-pass
        </button>
      </>
    );
  },
}));

let toasts: Toast[];
let unsubscribe: () => void;
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeToasts((t) => toasts.push(t));
  reset.mockClear();
});
afterEach(() => {
  unsubscribe();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// hidden: while the dialog is open the page behind it is aria-hidden.
const button = () => screen.getByRole('button', { name: /获取验证码|s后重新获取/, hidden: true });
/** Presses the button; the security check's dialog loads on the first press. */
const ask = () =>
  act(async () => {
    fireEvent.click(button());
    await import('../sms-verify-dialog');
  });
const form = (init: RequestInit) => Object.fromEntries(new URLSearchParams(String(init.body)));

describe('SMS button', () => {
  it('is disabled until a valid mobile is typed, and says why', () => {
    const { rerender } = render(<SmsButton mobile="" smsCodeType="RIGESTER" />);
    expect(button()).toHaveProperty('disabled', true);
    expect(button().parentElement!.getAttribute('title')).toBe(Msg.smsMobileEmpty);
    rerender(<SmsButton mobile="1380000" smsCodeType="RIGESTER" />);
    expect(button()).toHaveProperty('disabled', true);
    expect(button().parentElement!.getAttribute('title')).toBe(Msg.smsMobileInvalid);
    rerender(<SmsButton mobile=" 13800000009 " smsCodeType="RIGESTER" />);
    expect(button()).toHaveProperty('disabled', false);
    expect(button().parentElement!.getAttribute('title')).toBeNull();
  });

  it('asks for the verification, sends the code, then counts 60 seconds down before it can send again', async () => {
    vi.useFakeTimers();
    const server = fakeServer({ [VerifyPaths.smsCode]: () => ok(null) });
    const onSent = vi.fn();
    render(<SmsButton mobile="13800000009" smsCodeType="RIGESTER" onSent={onSent} />);
    await ask();
    expect(server.calls).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByText('slide-pass')));

    const [send] = server.of(VerifyPaths.smsCode);
    expect(send!.init.method).toBe('POST');
    expect(form(send!.init)).toEqual({ smsCodeType: 'RIGESTER', mobile: '13800000009', ...PASS });
    expect(onSent).toHaveBeenCalledOnce();
    expect(toasts.map((t) => t.text)).toContain(Msg.smsSent);
    expect(button().textContent).toBe(`60${Msg.smsResendSuffix}`);
    expect(button()).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe(`59${Msg.smsResendSuffix}`);
    act(() => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe(`1${Msg.smsResendSuffix}`);
    expect(button()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe(Msg.smsGet);
    expect(button()).toHaveProperty('disabled', false);
  });

  it('checks a captcha answer for the mobile first, then spends its pass on the send', async () => {
    const server = fakeServer({
      [VerifyPaths.verifyCode]: () => ok(CAPTCHA_PASS),
      [VerifyPaths.smsCode]: () => ok(null),
    });
    render(<SmsButton mobile="13800000009" smsCodeType="FORGET_PW" userType="PARENT" />);
    await ask();
    await act(async () => fireEvent.click(screen.getByText('captcha-pass')));
    const [check] = server.of(VerifyPaths.verifyCode);
    expect(JSON.parse(String(check!.init.body))).toEqual({
      mobile: '13800000009',
      codeKey: 'AB12',
      captchaId: 'c'.repeat(32),
    });
    const [send] = server.of(VerifyPaths.smsCode);
    expect(form(send!.init)).toEqual({
      smsCodeType: 'FORGET_PW',
      mobile: '13800000009',
      userType: 'PARENT',
      ...CAPTCHA_PASS,
    });
    expect(button().textContent).toBe(`60${Msg.smsResendSuffix}`);
  });

  it('a wrong captcha shows the server message and keeps the dialog open, without sending', async () => {
    const server = fakeServer({ [VerifyPaths.verifyCode]: () => refuse(400, '验证码错误') });
    render(<SmsButton mobile="13800000009" smsCodeType="FORGET_PW" />);
    await ask();
    await act(async () => fireEvent.click(screen.getByText('captcha-pass')));
    expect(server.of(VerifyPaths.smsCode)).toHaveLength(0);
    expect(toasts.map((t) => t.text)).toContain('验证码错误');
    expect(screen.getByText('captcha-pass')).toBeTruthy();
    expect(button().textContent).toBe(Msg.smsGet);
  });

  it('a send failure shows the server message, resets the slider and does not count down', async () => {
    fakeServer({ [VerifyPaths.smsCode]: () => refuse(429, '发送过于频繁，请60秒后再试') });
    render(<SmsButton mobile="13800000009" smsCodeType="RIGESTER" />);
    await ask();
    await act(async () => fireEvent.click(screen.getByText('slide-pass')));
    expect(toasts.map((t) => t.text)).toContain('发送过于频繁，请60秒后再试');
    expect(reset).toHaveBeenCalledOnce();
    expect(button().textContent).toBe(Msg.smsGet);
    expect(screen.getByText('slide-pass')).toBeTruthy();
  });
});
