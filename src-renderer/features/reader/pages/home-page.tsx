import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { Badge, Box, Button, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useMyBooks } from '../../../api/books/my-books';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { beijingTime } from '../../../components/task-labels';
import { readerPaths } from '../../../config/book-paths';
import { mediaUrl } from '../../../platform/media';
import { useHomeworkCount, useMe, useTodoTasks } from '../api';

const ENTRIES = [
  ['学习进度', readerPaths.progress, InsightsOutlined, '#2459dc'],
  ['我的笔记', readerPaths.note(), StickyNote2Outlined, '#ff8a00'],
  ['错题本', readerPaths.tasks('ERRORS'), AssignmentLateOutlined, '#e5484d'],
  ['我的班级', readerPaths.myClasses, GroupsOutlined, '#22b07d'],
] as const;

/**
 * `/{brand}Book/home`: the student's bookshelf on the phone — a greeting, the tasks still to do (with the red dot
 * of unopened ones), quick entries, and the textbooks they have.
 */
export default function ReaderHomePage() {
  const me = useMe();
  const unread = useHomeworkCount();
  const todo = useTodoTasks();
  const books = useMyBooks();
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <Card
        elevation={0}
        sx={{ p: 2, borderRadius: 3, color: '#fff', background: 'linear-gradient(120deg, #0b7a55, #1b7f55)' }}
      >
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {me.data ? `你好，${me.data.displayName || me.data.mobile}` : '你好'}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {me.data?.school?.name ?? '数字教材'}
        </Typography>
      </Card>

      <Card elevation={0} sx={{ borderRadius: 3 }}>
        <Stack direction="row" alignItems="center" sx={{ px: 2, pt: 1.5 }}>
          <Badge color="error" badgeContent={unread.data ?? 0} data-testid="task-red-dot">
            <Typography sx={{ fontWeight: 600, pr: 1 }}>今日任务</Typography>
          </Badge>
          <Box sx={{ flex: 1 }} />
          <Button size="small" component={AppLink} to={readerPaths.tasks()} endIcon={<ChevronRightRounded />}>
            全部
          </Button>
        </Stack>
        {todo.isPending ? (
          <Skeleton variant="rounded" height={56} sx={{ m: 2 }} />
        ) : !todo.data?.list.length ? (
          <Typography color="text.secondary" variant="body2" sx={{ px: 2, pb: 2, pt: 1 }}>
            没有待完成的作业，去读读书吧
          </Typography>
        ) : (
          <Stack sx={{ pb: 1 }}>
            {todo.data.list.map((t) => (
              <CardActionArea
                key={t.task.id}
                component={AppLink}
                to={readerPaths.taskDetail(t.task.id)}
                sx={{ px: 2, py: 1.25 }}
                data-testid="home-task"
              >
                <Stack direction="row" spacing={1} alignItems="center">
                  <Badge color="error" variant="dot" invisible={t.read}>
                    <Typography noWrap sx={{ fontWeight: 500, pr: 0.5 }}>
                      {t.task.title}
                    </Typography>
                  </Badge>
                  <Box sx={{ flex: 1 }} />
                  {t.state === 'RETURNED' && <Chip size="small" color="error" label="需重做" />}
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {t.task.bookTitle} · 截止 {beijingTime(t.task.deadline)}
                </Typography>
              </CardActionArea>
            ))}
          </Stack>
        )}
      </Card>

      <Card elevation={0} sx={{ borderRadius: 3, py: 1.5 }}>
        <Stack direction="row">
          {ENTRIES.map(([label, to, Icon, color]) => (
            <Box
              key={label}
              component={AppLink}
              to={to}
              sx={{ flex: 1, textAlign: 'center', color: 'text.primary', textDecoration: 'none' }}
            >
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  mx: 'auto',
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: `${color}1a`,
                  color,
                }}
              >
                <Icon />
              </Box>
              <Typography variant="caption">{label}</Typography>
            </Box>
          ))}
        </Stack>
      </Card>

      <Typography sx={{ fontWeight: 600, px: 0.5 }}>我的教材</Typography>
      {books.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : !books.data?.length ? (
        <EmptyState text="还没有教材，请向老师索取兑换码" />
      ) : (
        <Box
          role="list"
          aria-label="我的教材"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}
        >
          {books.data.map((b) => (
            <Box
              key={b.id}
              role="listitem"
              aria-label={b.title}
              component={AppLink}
              to={readerPaths.bookInfo(b.id)}
              sx={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Box
                component="img"
                src={mediaUrl(b.cover)}
                alt=""
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '3 / 4',
                  objectFit: 'cover',
                  borderRadius: 1.5,
                  boxShadow: 2,
                }}
              />
              <Typography
                variant="caption"
                sx={{
                  mt: 0.5,
                  lineHeight: 1.35,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {b.title}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
