import { describe, expect, it } from 'vitest';
import { searchPages } from '../search-text';

const texts = {
  bookId: 1,
  pages: [
    { page: 1, text: '信息科技 五年级' },
    { page: 2, text: '传感器能够感知温度。传感器把它们转换为数据。' },
    { page: 3, text: 'Python 与 python' },
  ],
};

describe('searchPages', () => {
  it('finds every occurrence with its page and some context', () => {
    const hits = searchPages(texts, '传感器');
    expect(hits.map((h) => h.page)).toEqual([2, 2]);
    expect(hits[0]!.snippet).toContain('传感器能够感知温度');
  });
  it('ignores case, and answers nothing for an empty or absent query', () => {
    expect(searchPages(texts, 'PYTHON')).toHaveLength(2);
    expect(searchPages(texts, '')).toEqual([]);
    expect(searchPages(texts, '不存在的词')).toEqual([]);
  });
  it('stops at the hit limit', () => {
    expect(searchPages(texts, '传感器', 1)).toHaveLength(1);
  });
});
