import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VerifyPaths } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { Verification, type VerificationHandle, type VerificationResult } from '../verification';
import { fakeServer, ok, refuse } from './fake-server';

const CHALLENGE = { sessionId: 's-1', width: 300, scene: 'classpro_teacher_sms', expiresIn: 120 };
const PASS = { sessionId: 's-1', sig: 'sig', token: 'tok', scene: 'classpro_teacher_sms' };

beforeAll(() => {
  // jsdom lays nothing out: give the slider track a width (344 px on screen: 300 px of travel).
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 344 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(verify: () => unknown, challenge: () => unknown = () => ok(CHALLENGE), captcha = () => ok('QUJD')) {
  const server = fakeServer({
    [VerifyPaths.slideChallenge]: challenge,
    [VerifyPaths.slideVerify]: verify,
    [VerifyPaths.captchaImage]: captcha,
  });
  const results: VerificationResult[] = [];
  const ref = createRef<VerificationHandle>();
  render(<Verification ref={ref} onResult={(r) => results.push(r)} />);
  return { server, results, ref };
}

/** Press the handle, move it in steps to `to` px, release. */
function drag(to: number, steps = 12) {
  const handle = screen.getByRole('slider');
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  for (let i = 1; i <= steps; i++) fireEvent.pointerMove(handle, { clientX: 10 + (to * i) / steps, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 10 + to, pointerId: 1 });
}

const mode = () => screen.getByTestId('verification').dataset.mode;

describe('verification widget', () => {
  it('starts in slider mode and emits the slider result when the server accepts the drag', async () => {
    const { server, results } = setup(() => ok(PASS));
    expect(screen.getByText(Msg.sliderLoading)).toBeTruthy();
    await screen.findByText(Msg.sliderHint);
    await act(async () => drag(300));
    await screen.findByText(Msg.sliderPassed);
    expect(results).toEqual([{ kind: 'slider', result: PASS }]);
    const sent = JSON.parse(String(server.of(VerifyPaths.slideVerify)[0]!.init.body)) as {
      sessionId: string;
      trail: [number, number][];
    };
    expect(sent.sessionId).toBe('s-1');
    expect(sent.trail[0]).toEqual([0, 0]);
    expect(sent.trail.at(-1)![1]).toBe(300);
    // The press, 12 moves and the release.
    expect(sent.trail).toHaveLength(14);
  });

  it('does not ask the server when the handle is let go before the end', async () => {
    const { server } = setup(() => ok(PASS));
    await screen.findByText(Msg.sliderHint);
    await act(async () => drag(150));
    expect(server.of(VerifyPaths.slideVerify)).toHaveLength(0);
    expect(mode()).toBe('slider');
  });

  it('falls back to a fresh captcha with the failure text when the server refuses the drag', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { server, results } = setup(() => refuse(400, Msg.badRequest));
    await screen.findByText(Msg.sliderHint);
    await act(async () => drag(300, 1));
    await screen.findByText(Msg.sliderFailed);
    expect(mode()).toBe('captcha');
    expect(results).toEqual([]);
    expect(warn).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('data:image/jpeg;base64,QUJD'));
    expect(server.of(VerifyPaths.captchaImage)[0]!.url.searchParams.get('captchaId')).toMatch(/^[0-9a-f]{32}$/);
    warn.mockRestore();
  });

  it('says the network failed when the challenge cannot be fetched, and offers the captcha', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup(
      () => ok(PASS),
      () => new TypeError('Failed to fetch'),
    );
    await screen.findByText(Msg.sliderNetworkError);
    expect(screen.getByPlaceholderText(Msg.captchaPlaceholder)).toBeTruthy();
  });

  it('in captcha mode: empty confirm does nothing; a typed code is emitted with its image id, then the image refreshes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let n = 0;
    const { server, results } = setup(
      () => ok(PASS),
      () => new TypeError('Failed to fetch'),
      () => ok(`IMG${++n}`),
    );
    const input = await screen.findByPlaceholderText(Msg.captchaPlaceholder);
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toContain('IMG1'));
    fireEvent.click(screen.getByRole('button', { name: Msg.captchaConfirm }));
    expect(results).toEqual([]);

    fireEvent.change(input, { target: { value: ' ab12 ' } });
    fireEvent.click(screen.getByRole('button', { name: Msg.captchaConfirm }));
    const firstId = server.of(VerifyPaths.captchaImage)[0]!.url.searchParams.get('captchaId');
    expect(results).toEqual([{ kind: 'captcha', codeKey: 'ab12', captchaId: firstId }]);
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toContain('IMG2'));
    expect(server.of(VerifyPaths.captchaImage)[1]!.url.searchParams.get('captchaId')).not.toBe(firstId);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('keeps the image when a captcha fetch answers a code other than 200', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let n = 0;
    setup(
      () => ok(PASS),
      () => new TypeError('Failed to fetch'),
      () => (++n === 1 ? ok('FIRST') : refuse(500, Msg.serverError)),
    );
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toContain('FIRST'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: Msg.captchaRefresh })));
    await waitFor(() => expect(n).toBe(2));
    expect(screen.getByRole('img').getAttribute('src')).toContain('FIRST');
  });

  it('offers the captcha at once to whoever cannot drag', async () => {
    const { server } = setup(() => ok(PASS));
    await screen.findByText(Msg.sliderHint);
    fireEvent.click(screen.getByRole('button', { name: Msg.useCaptchaInstead }));
    expect(mode()).toBe('captcha');
    expect(screen.queryByText(Msg.sliderFailed)).toBeNull();
    await waitFor(() => expect(server.of(VerifyPaths.captchaImage)).toHaveLength(1));
  });

  it('reset() brings a fresh slider back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let challenges = 0;
    const { ref } = setup(
      () => refuse(400, Msg.badRequest),
      () => (++challenges === 1 ? new TypeError('Failed to fetch') : ok(CHALLENGE)),
    );
    await screen.findByText(Msg.sliderNetworkError);
    await act(async () => ref.current!.reset());
    await screen.findByText(Msg.sliderHint);
    expect(mode()).toBe('slider');
    expect(challenges).toBe(2);
  });
});
