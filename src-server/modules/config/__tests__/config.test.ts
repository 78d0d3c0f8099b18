import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { CHANNELS, parseMenuFlags, type ConfigItem, type MenuFlags, type WelcomeMessage } from '@shared/api/config';
import { landingMenuIndex, visibleMenuItems } from '@shared/rules/menu';
import { dictionaryConfigs } from '../../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getConfig = (configType: string, channel?: string) =>
  call<ConfigItem[]>(t.app, {
    url: '/api/v1/dictionary/getConfig',
    query: { configType },
    headers: channel ? { channel } : {},
  });

const menuOf = async (channel?: string): Promise<MenuFlags> => {
  const { body } = await getConfig('CHANNEL_CONFIG', channel);
  expect(body.code).toBe(200);
  expect(body.data).toHaveLength(1);
  const flags = parseMenuFlags(body.data[0]!.keyValue);
  expect(flags).not.toBeNull();
  return flags!;
};

describe('channel menu config', () => {
  it('answers without a token, one parsable item per channel', async () => {
    for (const channel of CHANNELS) {
      const { body } = await getConfig('CHANNEL_CONFIG', channel);
      expect(body.data[0]).toMatchObject({ configType: 'CHANNEL_CONFIG', channel });
      expect(parseMenuFlags(body.data[0]!.keyValue)).not.toBeNull();
    }
  });

  it('gives each channel a visibly different menu', async () => {
    const menus = await Promise.all(CHANNELS.map((c) => menuOf(c)));
    const shown = menus.map((m) =>
      visibleMenuItems(m)
        .map((i) => i.index)
        .join(','),
    );
    expect(new Set(shown).size).toBe(CHANNELS.length);
    const [wenxuan, digitalbook, aigc, cuiya] = menus as [MenuFlags, MenuFlags, MenuFlags, MenuFlags];
    // cuiya: most items on.
    expect(visibleMenuItems(cuiya).length).toBeGreaterThanOrEqual(14);
    // Boutique courses exist (issue 13): the default channel shows them (migration 2310).
    expect(cuiya).toMatchObject({ qingguoketang: 1, myQingguoketang: 1 });
    // digitalbook: textbooks-centred, lands on the digital textbooks.
    expect(digitalbook).toMatchObject({ digitalBook: 1, myDigitalBook: 1, aiCourse: 0, recommend: 0 });
    expect(landingMenuIndex(digitalbook, { hasAssistantCourses: false, autoJumped: false })).toBe(4);
    // aigc: AI-centred.
    expect(aigc).toMatchObject({ aiCourse: 1, aiTraining: 1, myAiTraining: 1, digitalBook: 0 });
    // wenxuan: boutique courses instead of AI.
    expect(wenxuan).toMatchObject({ qingguoketang: 1, myQingguoketang: 1, aiCourse: 0 });
  });

  it('uses cuiya when the channel header is missing or unknown', async () => {
    const cuiya = await menuOf('cuiya');
    expect(await menuOf()).toEqual(cuiya);
    expect(await menuOf('no-such-channel')).toEqual(cuiya);
  });

  it('has no guide video seeded, and lists one once it is configured', async () => {
    expect((await getConfig('AI_GUIDE_VIDEO')).body).toMatchObject({ code: 200, data: [] });
    await t.database.db.insert(dictionaryConfigs).values({
      configType: 'AI_GUIDE_VIDEO',
      channel: null,
      name: '指导视频',
      keyValue: '/videos/guide.mp4',
      sort: 1,
    });
    const { body } = await getConfig('AI_GUIDE_VIDEO', 'aigc');
    expect(body.data.map((i) => i.keyValue)).toEqual(['/videos/guide.mp4']);
  });
});

describe('other config types', () => {
  it('gives the AI site base', async () => {
    const { body } = await getConfig('AI_PROJECT_DNS', 'aigc');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.keyValue).toBe('/');
  });

  it('refuses an unknown config type with a clear message', async () => {
    const { body } = await getConfig('SECRET_STUFF');
    expect(body.code).toBe(Code.BAD_REQUEST);
    expect(body.message).toMatch(/^请求参数错误/);
    expect((await getConfig('AIGC_WELCOME')).body.code).toBe(Code.BAD_REQUEST);
  });
});

describe('AI welcome message', () => {
  it('answers per channel, falling back to the common welcome', async () => {
    const common = await call<WelcomeMessage>(t.app, { url: '/api/v2/aigc/vt/getWelcomeMessage' });
    expect(common.body.code).toBe(200);
    expect(common.body.data.content).toContain('AI 教学助手');
    expect(common.body.data.suggestions.length).toBeGreaterThanOrEqual(3);
    const aigc = await call<WelcomeMessage>(t.app, {
      url: '/api/v2/aigc/vt/getWelcomeMessage',
      headers: { channel: 'aigc' },
    });
    expect(aigc.body.data.content).toContain('AI 实验室');
  });
});
