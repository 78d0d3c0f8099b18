/**
 * Lecture notes are rich HTML written by publishers' authors (sanitised by the server on save, and again here). Only
 * structural tags survive, with no attributes except an image's src (http(s), data:image or a server path), table
 * spans, a formula node's `data-type`/`data-latex` (rendered with KaTeX) and a link to a book resource (or https).
 */
const ALLOWED = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr strong b em i u s sub sup ol ul li blockquote table thead tbody tr th td colgroup col img span div figure figcaption code pre a'.split(
    ' ',
  ),
);
const LINK = /^(#\/digitalbooks\/resource\?bookId=\d+(&resourceId=\d+)?|https?:\/\/)/;

function keep(tag: string, name: string, value: string) {
  if (tag === 'img') return name === 'src' && /^(https?:|data:image\/|\/)/i.test(value);
  if (tag === 'td' || tag === 'th') return name === 'colspan' || name === 'rowspan';
  if (tag === 'span' || tag === 'div') return name === 'data-type' || name === 'data-latex';
  if (tag === 'a') return name === 'href' && LINK.test(value);
  return false;
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild!;
  const walk = (el: Element) => {
    for (const child of [...el.children]) {
      const tag = child.tagName.toLowerCase();
      if (!ALLOWED.has(tag)) {
        if (['script', 'style', 'iframe', 'object', 'embed'].includes(tag)) child.remove();
        else child.replaceWith(...child.childNodes);
        continue;
      }
      for (const a of [...child.attributes]) if (!keep(tag, a.name, a.value)) child.removeAttribute(a.name);
      walk(child);
    }
  };
  walk(root);
  return root.innerHTML;
}
