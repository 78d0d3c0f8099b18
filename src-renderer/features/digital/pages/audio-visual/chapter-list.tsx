import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { List, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import type { AvPlaybackState } from './av-state';
import { ListButton } from '../../../../components/list-button';

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/** Chapters and their sections; the current one is selected, completed ones carry a check. */
export function ChapterList({
  state,
  onSelect,
}: {
  state: AvPlaybackState;
  onSelect: (chapterIndex: number, sectionIndex: number) => void;
}) {
  return (
    <nav aria-label="章节">
      {state.chapters.map((c, ci) => (
        <List
          key={c.id}
          dense
          subheader={
            <ListSubheader disableSticky sx={{ fontWeight: 700 }}>
              {c.title}
            </ListSubheader>
          }
        >
          {c.sections.map((s, si) => {
            const current = ci === state.currentChapterIndex && si === state.currentSectionIndex;
            return (
              <ListButton
                key={s.id}
                selected={current}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(ci, si)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {s.completed ? (
                    <CheckCircleRoundedIcon color="success" fontSize="small" titleAccess="已完成" />
                  ) : (
                    <PlayCircleOutlineRoundedIcon fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText primary={s.title} secondary={mmss(s.trim ? s.trim.end - s.trim.start : s.duration)} />
              </ListButton>
            );
          })}
        </List>
      ))}
    </nav>
  );
}
