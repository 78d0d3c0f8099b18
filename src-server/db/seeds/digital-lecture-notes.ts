import type { BookModel, UnitModel } from '../../modules/digital/content/books';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A unit's lecture notes as rich HTML (headings, paragraphs, a list, a table), from the book model. */
export function lectureNoteHtml(model: BookModel, unit: UnitModel): string {
  const first = model.pages.find((p) => p.page === unit.lessons[0]!.startPage);
  const rows = unit.lessons
    .map(
      (l) =>
        `<tr><td>${esc(l.title)}</td><td>${l.startPage}–${l.endPage}</td><td>${l.endPage - l.startPage + 1}</td></tr>`,
    )
    .join('');
  return [
    `<h2>${esc(unit.title)}</h2>`,
    `<p>${esc(first?.paragraphs[0] ?? '')}</p>`,
    '<h3>教学目标</h3>',
    '<ol>',
    ...unit.lessons.map((l) => `<li>理解并掌握“${esc(l.title.replace(/^第\d+课 /, ''))}”的主要内容。</li>`),
    '</ol>',
    '<h3>重点与难点</h3>',
    `<p><strong>重点：</strong>${esc(first?.paragraphs[1] ?? '')}</p>`,
    `<blockquote>${esc(first?.paragraphs[2] ?? '')}</blockquote>`,
    '<h3>课时安排</h3>',
    `<table><thead><tr><th>课</th><th>页码</th><th>页数</th></tr></thead><tbody>${rows}</tbody></table>`,
  ].join('\n');
}
