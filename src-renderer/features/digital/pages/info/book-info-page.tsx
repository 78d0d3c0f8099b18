import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import {
  Box,
  Button,
  Card,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { RESOURCE_TYPES } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import { EmptyState } from '../../../../components/empty-state';
import { useBookInfo } from '../../api/book-info';
import { useStaticData } from '../../api/get-static-data';
import { bookPaths, idParam } from '../../../../config/book-paths';
import { fileUrl, RESOURCE_LABEL } from '../../components/resource-preview';

/** /readFromBack and /educational/diginfo (?bookId=): the book's information and the way into reading it. */
export default function BookInfoPage() {
  const [params] = useSearchParams();
  const bookId = idParam(params, 'bookId', 'id');
  const info = useBookInfo(bookId);
  const stats = useStaticData(bookId);
  const navigate = useNavigate();
  if (!bookId || info.isError) return <EmptyState text={info.error?.message ?? Msg.digitalBookNotFound} />;
  if (!info.data || !stats.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={360} />;
  const b = info.data;
  const s = stats.data;
  const rows: [string, string | number][] = [
    ['出版社', b.publisher],
    ['学科', b.subject],
    ['年级', b.grade],
    ['类型', b.digitalBookType === 'PAPER_DIGITAL' ? Msg.paperDigital : '数字教材'],
    ['页数', s.pageCount],
    ['单元 / 课', `${s.unitCount} / ${s.lessonCount}`],
    ['资源', RESOURCE_TYPES.map((t) => `${RESOURCE_LABEL[t]}${s.resourceCounts[t]}`).join('、')],
    ['讲义', s.lectureNoteCount],
    ['视听章节', `${s.chapterCount}章 ${s.sectionCount}节`],
  ];
  return (
    <Box sx={{ p: 3, maxWidth: 960, mx: 'auto' }}>
      <Card variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Box
            component="img"
            src={fileUrl(b.cover)}
            alt={`${b.title} 封面`}
            sx={{ width: 180, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 2, boxShadow: 3 }}
          />
          <Stack spacing={2} sx={{ flex: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {b.title}
            </Typography>
            {b.digitalBookType === 'PAPER_DIGITAL' && (
              <Chip size="small" color="warning" label={Msg.paperDigital} sx={{ alignSelf: 'flex-start' }} />
            )}
            <Table size="small" aria-label="教材信息">
              <TableBody>
                {rows.map(([k, v]) => (
                  <TableRow key={k}>
                    <TableCell sx={{ color: 'text.secondary', width: 100 }}>{k}</TableCell>
                    <TableCell>{v}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Stack direction="row" spacing={2}>
              <Button
                variant="contained"
                disableElevation
                startIcon={<AutoStoriesRoundedIcon />}
                onClick={() => void navigate(b.owned ? bookPaths.read(b.id) : bookPaths.detail(b.id))}
              >
                {b.owned ? '开始阅读' : '查看教材'}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Card>
    </Box>
  );
}
