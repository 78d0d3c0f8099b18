import { describe, expect, it } from 'vitest';
import { menuIndexOfPath } from '../menu';

describe('menuIndexOfPath', () => {
  it('keeps 数字资源 selected on its detail pages and on 专题, which has no item of its own', () => {
    expect(menuIndexOfPath('/classpro/myResource')).toBe(14);
    expect(menuIndexOfPath('/classpro/myResource/detail/3')).toBe(14);
    expect(menuIndexOfPath('/classpro/special')).toBe(14);
    expect(menuIndexOfPath('/classpro/myClass')).toBe(10);
  });
});
