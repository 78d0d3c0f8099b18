import {
  Box,
  Button,
  Card,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { uploadFile } from '../../../api/files/upload-image';
import { useAddResource, useAuthorHome, useBookLessons, useBookResources, useRemoveResource } from '../api/authoring';

const TYPE_LABEL: Record<string, string> = {
  PICTURE: '图片',
  VIDEO: '视频',
  DOCUMENT: '文档',
  AUDIO: '音频',
  LINK: '链接',
};

/** /author/resources — a book's resources per lesson: list, upload (image, MP4/WebM video, PDF), delete. */
export default function AuthorResourcesPage() {
  const home = useAuthorHome();
  const [picked, setPicked] = useState(0);
  const bookId = picked || home.data?.books[0]?.id || 0;
  const lessons = useBookLessons(bookId, 'author');
  const [lessonId, setLessonId] = useState(0);
  const list = useBookResources(bookId);
  const add = useAddResource();
  const remove = useRemoveResource();
  const input = useRef<HTMLInputElement>(null);
  const lesson = lessonId || lessons.data?.[0]?.id || 0;
  const upload = async (f: File | undefined) => {
    if (!f) return;
    const type = f.type.startsWith('image/') ? 'PICTURE' : f.type.startsWith('video/') ? 'VIDEO' : 'DOCUMENT';
    const mediaType = type === 'PICTURE' ? 'IMAGE' : type === 'VIDEO' ? 'VIDEO' : 'DOCUMENT';
    const { url } = await uploadFile(f, { mediaType });
    add.mutate({ bookId, lessonId: lesson, type, title: f.name.replace(/\.[^.]+$/, '').slice(0, 60), url });
  };
  return (
    <Box sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        教材资源
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="教材"
          value={bookId || ''}
          onChange={(e) => setPicked(Number(e.target.value))}
          sx={{ minWidth: 260 }}
        >
          {home.data?.books.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="课时"
          value={lesson || ''}
          onChange={(e) => setLessonId(Number(e.target.value))}
          sx={{ minWidth: 260 }}
        >
          {lessons.data?.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.title}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={!lesson || add.isPending} onClick={() => input.current?.click()}>
          上传资源
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          data-testid="resource-input"
          accept="image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,application/pdf"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Stack>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <Table size="small" aria-label="教材资源">
          <TableHead>
            <TableRow>
              <TableCell>课时</TableCell>
              <TableCell>类型</TableCell>
              <TableCell>名称</TableCell>
              <TableCell align="right">操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data
              ?.filter((r) => r.lessonId === lesson)
              .map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.lessonTitle}</TableCell>
                  <TableCell>{TYPE_LABEL[r.type] ?? r.type}</TableCell>
                  <TableCell>{r.title}</TableCell>
                  <TableCell align="right">
                    <Button size="small" color="error" onClick={() => remove.mutate(r.id)}>
                      删除
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
