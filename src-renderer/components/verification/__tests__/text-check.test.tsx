import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyPaths } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { Verification, type VerificationResult } from '../verification';
import { fakeServer, ok, refuse } from './fake-server';

const CHALLENGE = { sessionId: 's-1', width: 300, scene: 'classpro_teacher_sms', expiresIn: 120 };
const PASS = { sessionId: 'q-1', sig: 'text', token: 'tok', scene: 'classpro_teacher_sms' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 33: 无障碍验证, the question a screen reader can read, beside the slider and the captcha. */
describe('text question in the verification widget', () => {
  function setup(verify: () => unknown) {
    let n = 0;
    const server = fakeServer({
      [VerifyPaths.slideChallenge]: () => ok(CHALLENGE),
      [VerifyPaths.captchaImage]: () => ok('QUJD'),
      [VerifyPaths.textChallenge]: () =>
        ok({ challengeId: `q-${++n}`, question: n === 1 ? '七加五等于几？' : '九减三等于几？', expiresIn: 300 }),
      [VerifyPaths.textVerify]: verify,
    });
    const results: VerificationResult[] = [];
    render(<Verification onResult={(r) => results.push(r)} />);
    return { server, results };
  }

  it('is offered by name next to the slider; the question is text that describes the focused answer field', async () => {
    const { server, results } = setup(() => ok(PASS));
    await screen.findByText(Msg.sliderHint);
    fireEvent.click(screen.getByRole('button', { name: Msg.textCheckButton }));
    expect(screen.getByTestId('verification').dataset.mode).toBe('text');
    await screen.findByText('七加五等于几？');
    const field = screen.getByRole('textbox', { name: Msg.textCheckAnswer });
    expect(document.activeElement).toBe(field);
    const described = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toContain('七加五等于几？');
    fireEvent.change(field, { target: { value: '12' } });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    await waitFor(() => expect(results).toEqual([{ kind: 'text', result: PASS }]));
    const sent = JSON.parse(String(server.of(VerifyPaths.textVerify)[0]!.init.body)) as Record<string, string>;
    expect(sent).toEqual({ challengeId: 'q-1', answer: '12' });
  });

  it('shows the refusal and asks a new question after a wrong answer', async () => {
    const { results } = setup(() => refuse(400, Msg.textCheckWrong));
    await screen.findByText(Msg.sliderHint);
    fireEvent.click(screen.getByRole('button', { name: Msg.textCheckButton }));
    await screen.findByText('七加五等于几？');
    fireEvent.change(screen.getByRole('textbox', { name: Msg.textCheckAnswer }), { target: { value: '13' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: Msg.captchaConfirm })));
    expect((await screen.findByRole('alert')).textContent).toBe(Msg.textCheckWrong);
    await screen.findByText('九减三等于几？');
    expect(results).toEqual([]);
  });

  it('is offered in captcha mode too', async () => {
    setup(() => ok(PASS));
    await screen.findByText(Msg.sliderHint);
    fireEvent.click(screen.getByRole('button', { name: Msg.useCaptchaInstead }));
    fireEvent.click(screen.getByRole('button', { name: Msg.textCheckButton }));
    await screen.findByText('七加五等于几？');
  });
});
