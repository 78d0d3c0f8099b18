import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { Box, Button, Card, Chip, List, ListItemText, ListSubheader, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import type { AvMedia } from '@shared/api/editing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { config } from '../../../platform/config';
import { useAvMedia, useSaveAvMarks } from '../api/av-marks';
import { BookPicker, useBookChoice } from '../components/book-picker';
import { MarkRow } from '../components/mark-row';
import { chapterAt, clock, emptyDraft, marksReducer, toMarks } from '../components/marks-state';
import { MarksTimeline } from '../components/marks-timeline';
import { TrimPanel } from '../components/trim-panel';
import { CaptionsPanel } from '../components/captions-panel';
import { useTrimDraft } from '../components/trim-state';
import { useSaveAvTrim } from '../api/av-trim';
import { ListButton } from '../../../components/list-button';

const MediaPlayer = lazy(() => import('../../../components/media-player').then((m) => ({ default: m.MediaPlayer })));
const fileUrl = (u: string) => (/^(https?:|blob:|data:)/.test(u) ? u : `${config.apiBase}${u}`);

/** /author/audioVisualEditor: set chapters and sections by time on a book's audio and video, for the teacher's player. */
export default function AvEditorPage() {
  const choice = useBookChoice();
  const media = useAvMedia(choice.bookId);
  const [sectionId, setSectionId] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<number | null>(null);
  const list = media.data?.media ?? [];
  const current = list.find((m) => m.sectionId === sectionId) ?? list[0];
  // Another media while this one has unsaved marks asks first: switching drops them.
  const pick = (id: number) => (dirty && id !== current?.sectionId ? setLeaving(id) : setSectionId(id));
  useEffect(() => setSectionId(0), [choice.bookId]);

  return (
    <Box sx={{ p: 3, maxWidth: 1320, mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }} spacing={2}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            音视频章节
          </Typography>
          <Typography variant="body2" color="text.secondary">
            边播放边在当前时间添加章和小节，拖动时间线上的标记可调整时间；用入点和出点剪掉不需要的开头和结尾；上传字幕文件。保存后，老师的视听阅读中显示这些章节、剪辑和字幕。
          </Typography>
        </Box>
        <BookPicker choice={choice} />
      </Stack>
      {choice.books.data && !choice.books.data.length ? (
        <EmptyState text="本出版社暂无教材" />
      ) : media.isPending ? (
        <Skeleton variant="rounded" height={480} />
      ) : !current ? (
        <EmptyState text="该教材暂无音视频" />
      ) : (
        <Stack direction="row" spacing={3} alignItems="flex-start">
          <Card variant="outlined" sx={{ borderRadius: 3, width: 300, flexShrink: 0 }}>
            <MediaList list={list} current={current.sectionId} onPick={pick} />
          </Card>
          <MarksEditor key={current.sectionId} bookId={choice.bookId} media={current} onDirty={setDirty} />
        </Stack>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title="放弃未保存的修改？"
        message="当前音视频的章节还没有保存，切换后这些修改将丢失。"
        confirmText="放弃修改"
        danger
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          setSectionId(leaving ?? 0);
          setDirty(false);
          setLeaving(null);
        }}
      />
    </Box>
  );
}

function MediaList({ list, current, onPick }: { list: AvMedia[]; current: number; onPick: (id: number) => void }) {
  const groups = [...new Set(list.map((m) => m.chapterTitle))];
  return (
    <nav aria-label="音视频">
      {groups.map((g) => (
        <List
          key={g}
          dense
          subheader={
            <ListSubheader disableSticky sx={{ fontWeight: 700 }}>
              {g}
            </ListSubheader>
          }
        >
          {list
            .filter((m) => m.chapterTitle === g)
            .map((m) => (
              <ListButton
                key={m.sectionId}
                selected={m.sectionId === current}
                aria-current={m.sectionId === current ? 'true' : undefined}
                onClick={() => onPick(m.sectionId)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={m.title} secondary={`时长 ${clock(m.duration)}`} />
                {m.marks.length > 0 && <Chip size="small" label={`${m.marks.length} 章`} />}
                {m.trim && <Chip size="small" color="warning" variant="outlined" label="已剪辑" sx={{ ml: 0.5 }} />}
                {m.captions > 0 && <Chip size="small" variant="outlined" label="字幕" sx={{ ml: 0.5 }} />}
              </ListButton>
            ))}
        </List>
      ))}
    </nav>
  );
}

function MarksEditor({
  bookId,
  media,
  onDirty,
}: {
  bookId: number;
  media: AvMedia;
  onDirty: (dirty: boolean) => void;
}) {
  const [draft, dispatch] = useReducer(marksReducer, emptyDraft);
  const [time, setTime] = useState(0);
  const player = useRef<HTMLMediaElement>(null);
  const save = useSaveAvMarks();
  const trim = useTrimDraft(media.trim, draft.duration);
  const saveTrim = useSaveAvTrim();
  useEffect(() => onDirty(draft.dirty || trim.dirty), [draft.dirty, trim.dirty, onDirty]);
  useEffect(() => dispatch({ type: 'load', marks: media.marks, duration: media.duration }), [media]);

  const seek = (t: number) => {
    if (player.current) player.current.currentTime = t;
    setTime(t);
  };
  const now = () => player.current?.currentTime ?? time;
  const blank = draft.chapters.some((c) => !c.title.trim() || c.sections.some((x) => !x.title.trim()));
  const onSave = () =>
    save.mutate(
      { bookId, sectionId: media.sectionId, marks: toMarks(draft) },
      { onSuccess: () => dispatch({ type: 'saved' }) },
    );

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: 2.5, flex: 1, minWidth: 0 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {media.title}
        </Typography>
        {draft.dirty && <Chip size="small" color="warning" variant="outlined" label="有未保存的修改" />}
      </Stack>
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <MediaPlayer
          ref={player}
          kind="video"
          title={media.title}
          src={fileUrl(media.videoUrl)}
          onTimeUpdate={setTime}
          onDuration={(d) => Number.isFinite(d) && d > 0 && dispatch({ type: 'duration', duration: d })}
        />
      </Suspense>
      <MarksTimeline
        draft={draft}
        time={time}
        onSeek={seek}
        onMove={(key, t) => dispatch({ type: 'time', key, at: t })}
        trim={trim.kept}
        onTrim={trim.dragged}
      />
      <TrimPanel
        draft={trim}
        duration={draft.duration}
        saved={!!media.trim}
        pending={saveTrim.isPending}
        now={now}
        onSave={() => trim.draft && saveTrim.mutate({ bookId, sectionId: media.sectionId, trim: trim.draft })}
        onRestore={() =>
          media.trim
            ? saveTrim.mutate({ bookId, sectionId: media.sectionId, trim: null }, { onSuccess: trim.clear })
            : trim.clear()
        }
      />
      <CaptionsPanel bookId={bookId} sectionId={media.sectionId} cues={media.captions} />
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          onClick={() => dispatch({ type: 'addChapter', at: now() })}
        >
          在当前时间添加章
        </Button>
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          disabled={!chapterAt(draft.chapters, time)}
          onClick={() => dispatch({ type: 'addSection', at: now() })}
        >
          在当前时间添加小节
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="editor-time">
          当前时间 {clock(time)} / {clock(draft.duration)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          disableElevation
          startIcon={<SaveRoundedIcon />}
          disabled={!draft.dirty || blank || save.isPending}
          onClick={onSave}
        >
          保存章节
        </Button>
      </Stack>
      {!draft.chapters.length && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          还没有章节：播放到一章开始的地方，点击“在当前时间添加章”。
        </Typography>
      )}
      <Box sx={{ mt: 2 }} aria-label="章节列表" role="list">
        {draft.chapters.map((c) => (
          <Box key={c.key} role="listitem" sx={{ borderTop: 1, borderColor: 'divider', py: 0.5 }}>
            <MarkRow
              kind="章"
              title={c.title}
              start={c.start}
              onRename={(title) => dispatch({ type: 'rename', key: c.key, title })}
              onTime={(at) => dispatch({ type: 'time', key: c.key, at })}
              onNow={() => dispatch({ type: 'time', key: c.key, at: now() })}
              onPlay={() => seek(c.start)}
              onRemove={() => dispatch({ type: 'remove', key: c.key })}
            />
            {c.sections.map((x) => (
              <MarkRow
                key={x.key}
                kind="节"
                title={x.title}
                start={x.start}
                onRename={(title) => dispatch({ type: 'rename', key: x.key, title })}
                onTime={(at) => dispatch({ type: 'time', key: x.key, at })}
                onNow={() => dispatch({ type: 'time', key: x.key, at: now() })}
                onPlay={() => seek(x.start)}
                onRemove={() => dispatch({ type: 'remove', key: x.key })}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
