import { List, ListItemText, ListSubheader } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { Catalogue } from '@shared/api/digital';
import { ListButton } from '../../../components/list-button';

interface Props {
  catalogue: Catalogue;
  /** The lesson the current page belongs to (app state activeCatalogueId). */
  activeId: number | null;
  onOpen: (page: number) => void;
}

/** Units and their lessons; the lesson being read is highlighted and kept in view as pages turn. */
export function CataloguePanel({ catalogue, activeId, onOpen }: Props) {
  const active = useRef<HTMLDivElement>(null);
  // Braces: scrollIntoView returns a promise in current Chromium, which React would take for a cleanup.
  useEffect(() => {
    active.current?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  return (
    <List dense aria-label="目录" sx={{ py: 0 }}>
      {catalogue.units.map((u) => (
        <li key={u.id}>
          <ul style={{ padding: 0 }}>
            <ListSubheader
              sx={{ cursor: 'pointer', lineHeight: '36px', fontWeight: 600 }}
              onClick={() => onOpen(u.startPage)}
            >
              {u.title}
            </ListSubheader>
            {u.lessons.map((l) => (
              <ListButton
                key={l.id}
                ref={l.id === activeId ? active : undefined}
                selected={l.id === activeId}
                aria-current={l.id === activeId ? 'true' : undefined}
                onClick={() => onOpen(l.startPage)}
                sx={{ pl: 3 }}
              >
                <ListItemText primary={l.title} secondary={`第 ${l.startPage}–${l.endPage} 页`} />
              </ListButton>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}

/** The lesson (or, between lessons, the unit) a page belongs to. */
export function catalogueIdOf(catalogue: Catalogue | undefined, page: number): number | null {
  for (const u of catalogue?.units ?? []) {
    const lesson = u.lessons.find((l) => page >= l.startPage && page <= l.endPage);
    if (lesson) return lesson.id;
  }
  return null;
}
