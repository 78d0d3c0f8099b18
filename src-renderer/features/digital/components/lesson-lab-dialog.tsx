import CodeRounded from '@mui/icons-material/CodeRounded';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { doPathOf } from '../../../config/training-paths';
import { useLessonTrainings } from '../api/lesson-trainings';

/**
 * A lesson's 实验与编程 (issue 12): the AI lab trainings linked to it, each opened in its doing view, and the lesson's
 * own Python notebook (/digitalbooks/jupyterhub, saved per user).
 */
export function LessonLabDialog({
  bookId,
  lesson,
  onClose,
}: {
  bookId: number;
  lesson: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const trainings = useLessonTrainings(lesson?.id ?? null);
  const notebook = lesson
    ? `${paths.notebook}?${new URLSearchParams({ bookId: String(bookId), lessonId: String(lesson.id) })}`
    : '';
  return (
    <Dialog open={lesson != null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lesson-lab-title">
      <DialogTitle id="lesson-lab-title">{lesson?.title} · 实验与编程</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2" color="text.secondary">
          本课实验
        </Typography>
        {trainings.isPending ? (
          <Skeleton height={56} />
        ) : trainings.data?.length ? (
          <List dense>
            {trainings.data.map((t) => (
              <ListItem
                key={t.id}
                disableGutters
                secondaryAction={
                  <Button size="small" variant="contained" onClick={() => void navigate(doPathOf(t.kind, t.id, null))}>
                    开始实验
                  </Button>
                }
              >
                <ListItemText
                  primary={t.title}
                  secondary={`${t.kind === 'excel' ? '财务实训' : 'Python'} · 约${t.minutes}分钟 · ${t.summary}`}
                  slotProps={{ secondary: { noWrap: true, sx: { pr: 12 } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography sx={{ py: 1.5 }} color="text.secondary">
            本课暂无关联实验
          </Typography>
        )}
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 2 }}>
          Python 笔记本
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          在浏览器中运行本课的 Python 代码单元，内容按账号保存。
        </Typography>
        <Chip
          icon={<CodeRounded />}
          label="打开 Python 笔记本"
          color="primary"
          onClick={() => void navigate(notebook)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
