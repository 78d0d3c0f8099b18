import { type PageTexts } from '@shared/api/digital';
import { DigitalLimits } from '@shared/rules/digital';

export interface LocalHit {
  page: number;
  snippet: string;
}

/** Every occurrence of `q` (case-insensitive) in the book's pages, with ±20 characters around it. */
export function searchPages(texts: PageTexts, q: string, max: number = DigitalLimits.SEARCH_HITS_MAX): LocalHit[] {
  const needle = q.toLowerCase();
  const hits: LocalHit[] = [];
  if (!needle) return hits;
  for (const { page, text } of texts.pages) {
    const hay = text.toLowerCase();
    for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) {
      const from = Math.max(0, at - 20);
      const to = Math.min(text.length, at + needle.length + 20);
      hits.push({
        page,
        snippet: `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ')}${to < text.length ? '…' : ''}`,
      });
      if (hits.length >= max) return hits;
    }
  }
  return hits;
}
