/**
 * A title between book-title marks: 草房子 → 《草房子》. A title that already carries them (《草房子》, 我读《草房子》) is
 * left as it is, so a work named after a book never shows doubled marks (《我读《草房子》》, issue 34).
 */
export function bookTitle(title: string): string {
  const t = title.trim();
  return t.includes('《') || t.includes('》') ? t : `《${t}》`;
}
