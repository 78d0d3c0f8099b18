import { Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import type { BookInfo } from '@shared/api/digital';
import { bookPaths } from '../../../../config/book-paths';
import { useIsTeacher } from '../../lib/use-is-teacher';

/** The owner's other ways into the book: resources, audio-visual reading, lecture notes, the lesson bag (teachers) and the book's info. */
export function BookLinks({ book }: { book: BookInfo }) {
  const navigate = useNavigate();
  const teacher = useIsTeacher();
  const go = (to: string) => () => void navigate(to);
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button size="small" onClick={go(bookPaths.resource(book.id))} disabled={!book.resourceCount}>
        教材资源
      </Button>
      <Button size="small" onClick={go(bookPaths.audioVisual(book.id))} disabled={!book.hasAudioVisual}>
        视听阅读
      </Button>
      <Button size="small" onClick={go(bookPaths.lectureNotes(book.id))} disabled={!book.hasLectureNotes}>
        讲义
      </Button>
      {teacher && (
        <Button size="small" onClick={go(bookPaths.backPack(book.id))}>
          备课包
        </Button>
      )}
      <Button size="small" onClick={go(bookPaths.info(book.id))}>
        教材信息
      </Button>
    </Stack>
  );
}
