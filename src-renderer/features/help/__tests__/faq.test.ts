import { describe, expect, it } from 'vitest';
import { searchFaqs, TOPICS } from '../faq';

describe('help centre search', () => {
  it('lists every question without a query, under the topics the brief names', () => {
    expect(searchFaqs('')).toHaveLength(TOPICS.reduce((n, t) => n + t.faqs.length, 0));
    expect(TOPICS.map((t) => t.name)).toEqual(
      expect.arrayContaining(['登录与账号', '班级管理', '数字教材', 'AI 双师课', '直播课', '活动']),
    );
  });

  it('finds questions by words in the question, the answer or the topic; every word must match', () => {
    expect(searchFaqs('忘记密码').map((h) => h.faq.q)).toEqual(['忘记密码怎么办？']);
    expect(searchFaqs('回放').some((h) => h.topic.id === 'live')).toBe(true);
    expect(searchFaqs('直播课 取消').map((h) => h.faq.q)).toEqual(['怎样预约名师？可以取消吗？']);
    expect(searchFaqs('ai 双师')[0]!.topic.name).toBe('AI 双师课');
    expect(searchFaqs('没有这个词')).toEqual([]);
  });
});
