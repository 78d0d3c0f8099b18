import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../markdown';

describe('parseMarkdown', () => {
  it('reads headings, lists, fenced code and paragraphs', () => {
    const md = [
      '# 变量',
      '',
      '变量用来**保存**数据，',
      '例如 `x = 1`。',
      '- 整数',
      '- 字符串',
      '1. 第一步',
      '2. 第二步',
      '```',
      'print(1)',
      '```',
    ];
    expect(parseMarkdown(md.join('\n'))).toEqual([
      { kind: 'heading', level: 1, text: '变量' },
      { kind: 'paragraph', text: '变量用来**保存**数据， 例如 `x = 1`。' },
      { kind: 'list', ordered: false, items: ['整数', '字符串'] },
      { kind: 'list', ordered: true, items: ['第一步', '第二步'] },
      { kind: 'code', text: 'print(1)' },
    ]);
  });
});
