import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../safe-html';

describe('lecture-note HTML as teachers read it', () => {
  it('keeps tables, images, formulas and links to book resources', () => {
    const html =
      '<table><tbody><tr><td colspan="2">甲</td></tr></tbody></table><img src="/files/uploads/images/a.png">' +
      '<span data-type="inline-math" data-latex="x^2"></span><a href="#/digitalbooks/resource?bookId=4&amp;resourceId=9">资源</a>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<td colspan="2">甲</td>');
    expect(out).toContain('<img src="/files/uploads/images/a.png">');
    expect(out).toContain('data-latex="x^2"');
    expect(out).toContain('href="#/digitalbooks/resource?bookId=4&amp;resourceId=9"');
  });

  it('drops scripts, handlers, styles and foreign link schemes', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">正文</p><script>alert(1)</script><a href="javascript:alert(1)">坏</a><img src="javascript:1">',
    );
    expect(out).toBe('<p>正文</p><a>坏</a><img>');
  });
});
