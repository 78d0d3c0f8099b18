import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A block of simple Markdown: what a notebook's text cells use. */
export type MdBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'paragraph'; text: string };

/** Parses headings (#, ##, ###), bullet and numbered lists, fenced code and paragraphs. */
export function parseMarkdown(source: string): MdBlock[] {
  const blocks: MdBlock[] = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    if (line.startsWith('```')) {
      const code: string[] = [];
      while (++i < lines.length && !lines[i]!.startsWith('```')) code.push(lines[i]!);
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = line.match(/^(#{1,3})\s+(.*)$/);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! });
      continue;
    }
    const item = (l: string) => l.match(/^\s*(?:([-*])|(\d+)[.)])\s+(.*)$/);
    const first = item(line);
    if (first) {
      const ordered = !first[1];
      const items: string[] = [];
      while (i < lines.length && item(lines[i]!) && !item(lines[i]!)![1] === ordered)
        items.push(item(lines[i++]!)![3]!);
      i--;
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const para: string[] = [line];
    while (i + 1 < lines.length && lines[i + 1]!.trim() && !/^(#{1,3}\s|```|\s*([-*]|\d+[.)])\s)/.test(lines[i + 1]!))
      para.push(lines[++i]!);
    blocks.push({ kind: 'paragraph', text: para.join(' ') });
  }
  return blocks;
}

/** Inline **bold** and `code`; everything else is plain text (never HTML). */
export function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return (
        <Box key={i} component="code" sx={{ bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5, fontSize: '0.9em' }}>
          {part.slice(1, -1)}
        </Box>
      );
    return part;
  });
}

const HEADING = { 1: 'h5', 2: 'h6', 3: 'subtitle1' } as const;

/** Renders a text cell's Markdown. */
export function Markdown({ source }: { source: string }) {
  const blocks = parseMarkdown(source);
  if (!blocks.length)
    return (
      <Typography variant="body2" color="text.secondary">
        （空白文本，双击编辑）
      </Typography>
    );
  return (
    <Box sx={{ '& > *:first-of-type': { mt: 0 }, '& > *': { mt: 1 } }}>
      {blocks.map((b, i) => {
        if (b.kind === 'heading')
          return (
            <Typography
              key={i}
              variant={HEADING[b.level]}
              component={`h${b.level + 1}` as 'h2'}
              sx={{ fontWeight: 600 }}
            >
              {inline(b.text)}
            </Typography>
          );
        if (b.kind === 'code')
          return (
            <Box
              key={i}
              component="pre"
              sx={{ bgcolor: 'grey.100', p: 1, borderRadius: 1, fontSize: 13, overflow: 'auto' }}
            >
              {b.text}
            </Box>
          );
        if (b.kind === 'list')
          return (
            <Box key={i} component={b.ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 0 }}>
              {b.items.map((t, j) => (
                <Typography key={j} component="li" variant="body2" sx={{ lineHeight: 1.8 }}>
                  {inline(t)}
                </Typography>
              ))}
            </Box>
          );
        return (
          <Typography key={i} variant="body2" sx={{ lineHeight: 1.8 }}>
            {inline(b.text)}
          </Typography>
        );
      })}
    </Box>
  );
}
