/** The formats the office viewer renders. */
export const OFFICE_FORMATS = ['docx', 'xlsx', 'pdf'] as const;
export type OfficeFormat = (typeof OFFICE_FORMATS)[number];

/**
 * A file URL given to 文档预览 directly (`?url=`): only a file this app's server serves (a same-origin path under
 * /files/, signed or not), never another site, and only of a format the viewer renders — taken from the file name,
 * or from `?format=`. Anything else is null.
 */
export function officeSource(url: string | null, format?: string | null): { url: string; format: OfficeFormat } | null {
  if (!url || !url.startsWith('/files/') || url.startsWith('//') || /[\\\s]|\.\.\//.test(url)) return null;
  const ext = (format || (url.split('?')[0]!.match(/\.([a-z0-9]+)$/i)?.[1] ?? '')).toLowerCase();
  return (OFFICE_FORMATS as readonly string[]).includes(ext) ? { url, format: ext as OfficeFormat } : null;
}

/** The label of a document's format, as its chip shows it. */
export const FORMAT_LABEL: Record<string, string> = { docx: 'Word', xlsx: 'Excel', pdf: 'PDF' };
