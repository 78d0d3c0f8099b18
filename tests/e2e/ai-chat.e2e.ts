import { afterAll, describe, expect, it } from 'vitest';
import { fakeAnswerPieces, startFakeModel } from '../../src-server/modules/aigc/__tests__/fake-provider';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

// The model is a stand-in served by this spec on loopback; the product talks to it over HTTP as to a real one.
const model = await startFakeModel();
const e2e = useE2E({ env: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model' } });
afterAll(() => model.close());

const TEACHER = '13800000001';
const STUDENT = '13800000003';

describe('the AI assistant', () => {
  it('streams an answer, keeps the conversation and continues it after a reload', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1366, height: 768 });
    await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/AIChat`);
    const welcome = page.getByTestId('ai-welcome');
    await welcome.getByText('AI 教学助手').waitFor();
    await snap(page, 'ai-chat-welcome-1366');

    // The answer appears piece by piece: seen part-way, then whole.
    model.pieceDelayMs = 250;
    const question = '怎样向小学生讲清楚先乘除后加减？';
    await page.getByLabel('输入问题').fill(question);
    await page.getByRole('button', { name: '发送' }).click();
    const answer = page.getByTestId('answer').last();
    const whole = fakeAnswerPieces(question).join('');
    await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toMatch(/^好的！/);
    const partial = (await answer.textContent())!;
    expect(partial.length).toBeLessThan(whole.length);
    await page.getByRole('button', { name: '停止' }).waitFor();
    await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toBe(whole);
    await page.getByRole('button', { name: '发送' }).waitFor();
    // The conversation is in the history, titled after the question, and its id in the address.
    const item = page.getByTestId('conversation-item').filter({ hasText: question });
    await item.waitFor();
    expect(page.url()).toMatch(/AIChat\?c=\d+$/);

    // A follow-up in the same conversation: the model is shown the first exchange.
    model.pieceDelayMs = 0;
    await page.getByLabel('输入问题').fill('再出两道练习题');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('answer').count(), { timeout: 10_000 }).toBe(2);
    await expect
      .poll(() => page.getByTestId('answer').last().textContent(), { timeout: 10_000 })
      .toBe(fakeAnswerPieces('再出两道练习题').join(''));
    expect(model.requests.at(-1)!.messages.map((m) => m.content)).toContain(whole);
    await page.reload();
    await expect.poll(() => page.getByTestId('question').count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByTestId('answer').first().textContent()).toBe(whole);
    await snap(page, 'ai-chat-conversation-1366');

    // 新对话 starts afresh; the old one is one click away, and can be deleted.
    await page.getByRole('button', { name: '新对话' }).click();
    await welcome.waitFor();
    await item.click();
    await expect.poll(() => page.getByTestId('question').count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('button', { name: `删除对话 ${question}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await page.getByText('对话已删除').first().waitFor();
    await expect.poll(() => page.getByTestId('conversation-item').count(), { timeout: 10_000 }).toBe(0);
    await welcome.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops an answer half-way on a phone, keeps what came, and says when a question is too long', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, STUDENT, 'STUDENT');
    await page.goto(`${e2e.server.url}/#/AIChat`);
    await page.getByTestId('ai-welcome').waitFor();
    await snap(page, 'ai-chat-welcome-phone');
    model.pieceDelayMs = 600;
    // A suggestion is a question of its own.
    await page.getByTestId('ai-welcome').getByRole('button').first().click();
    const answer = page.getByTestId('answer').last();
    await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toMatch(/^好的！/);
    await page.getByRole('button', { name: '停止' }).click();
    await page.getByText('回答已中断').waitFor();
    const kept = (await answer.textContent())!;
    expect(kept.length).toBeGreaterThan(0);
    model.pieceDelayMs = 0;
    await page.reload();
    await page.getByText('回答已中断').waitFor();
    expect(await page.getByTestId('answer').last().textContent()).toBe(kept);
    // Too long: the counter turns red and 发送 stays off.
    await page.getByLabel('输入问题').fill('题'.repeat(2001));
    expect(await page.getByTestId('question-length').textContent()).toBe('2001/2000');
    expect(await page.getByRole('button', { name: '发送' }).isDisabled()).toBe(true);
    await page.getByLabel('历史对话').click();
    await page.getByTestId('conversation-item').first().waitFor();
    await snap(page, 'ai-chat-history-phone');
    await context.close();
  });
});
