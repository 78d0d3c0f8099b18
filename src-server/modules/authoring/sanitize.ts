import sanitizeHtml from 'sanitize-html';

/**
 * Lecture-note HTML as the editor writes it, cut down to what the teachers' reader shows: structure, tables, images
 * from our own uploads (or https), formulas as TipTap math nodes (`data-type` + `data-latex`, rendered with KaTeX by
 * the reader) and links to the book's resources. No script, style, event handler or foreign scheme survives.
 */
const RESOURCE_LINK = /^#\/digitalbooks\/resource\?bookId=\d+(&resourceId=\d+)?$/;

export function sanitizeNote(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'ol',
      'ul',
      'li',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'colgroup',
      'col',
      'img',
      'span',
      'div',
      'code',
      'pre',
      'a',
    ],
    allowedAttributes: {
      img: ['src', 'alt'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      span: ['data-type', 'data-latex'],
      div: ['data-type', 'data-latex'],
      a: ['href', 'data-resource-id'],
    },
    allowedSchemes: ['https', 'http'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'a' && !isAllowedLink(frame.attribs.href ?? ''),
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        return /^(\/files\/uploads\/|https?:\/\/)/.test(src) ? { tagName, attribs } : { tagName: 'span', attribs: {} };
      },
    },
  }).trim();
}

function isAllowedLink(href: string) {
  return RESOURCE_LINK.test(href) || /^https?:\/\//.test(href);
}

/** Whether a note has anything to read (text, an image, a table or a formula). */
export const hasContent = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0 ||
  /<(img|table|span data-type)/.test(html);
