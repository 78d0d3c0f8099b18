/**
 * Lecture notes are rich HTML written by publishers' authors. Only structural tags survive, with no attributes
 * except an image's src (http(s), data:image or a server path) and table spans: no script, style or handler.
 */
const ALLOWED = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr strong b em i u s sub sup ol ul li blockquote table thead tbody tr th td img span div figure figcaption code pre'.split(
    ' ',
  ),
);

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
      for (const a of [...child.attributes]) {
        const keep =
          (tag === 'img' && a.name === 'src' && /^(https?:|data:image\/|\/)/i.test(a.value)) ||
          ((tag === 'td' || tag === 'th') && (a.name === 'colspan' || a.name === 'rowspan'));
        if (!keep) child.removeAttribute(a.name);
      }
      walk(child);
    }
  };
  walk(root);
  return root.innerHTML;
}
