import { Box } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { sanitizeHtml } from './safe-html';

/**
 * A lecture note as teachers read it (and as authors preview it): sanitised HTML, tables, images, resource links and
 * formulas (TipTap math nodes with `data-latex`, typeset with KaTeX, loaded only when a note has a formula).
 */
export function LectureNoteArticle({ html, title }: { html: string; title: string }) {
  const ref = useRef<HTMLElement>(null);
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  useEffect(() => {
    const el = ref.current;
    const nodes = el ? [...el.querySelectorAll<HTMLElement>('[data-latex]')] : [];
    if (!nodes.length) return;
    let live = true;
    void Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([{ default: katex }]) => {
      if (!live) return;
      for (const n of nodes)
        katex.render(n.dataset.latex ?? '', n, {
          throwOnError: false,
          displayMode: n.dataset.type === 'block-math',
        });
    });
    return () => {
      live = false;
    };
  }, [safe]);
  return (
    <Box
      ref={ref}
      component="article"
      aria-label={title}
      sx={{
        lineHeight: 1.9,
        '& h2': { mt: 0 },
        '& img': { maxWidth: '100%', borderRadius: 1 },
        '& table': { borderCollapse: 'collapse', width: '100%', my: 1 },
        '& th, & td': { border: '1px solid', borderColor: 'divider', p: 1, textAlign: 'left', height: 40 },
        '& th': { bgcolor: 'action.hover' },
        '& td p, & th p': { m: 0 },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.light', m: 0, pl: 2, color: 'text.secondary' },
        '& a': { color: 'primary.main' },
        '& div[data-type="block-math"]': { my: 1, textAlign: 'center' },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
