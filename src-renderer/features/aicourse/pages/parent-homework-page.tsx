import { Box, Button, Card, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { uploadImage } from '../../../api/files/upload-image';
import { useSubmitHomework } from '../api/parent';

/** /parent/course/homework/:aicourseId/:studentCourseId/:unitId/:sectionId/:classId — photos of the homework. */
export default function ParentHomeworkPage() {
  const p = useParams();
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const submit = useSubmitHomework();
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      const urls = await Promise.all([...files].slice(0, 9 - photos.length).map((f) => uploadImage(f)));
      setPhotos((ps) => [...ps, ...urls.map((u) => u.url)]);
    } catch {
      notify.error('图片上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };
  const send = () =>
    submit.mutate(
      {
        studentCourseId: Number(p.studentCourseId),
        unitId: Number(p.unitId),
        sectionId: Number(p.sectionId),
        classId: Number(p.classId),
        photos,
        text,
      },
      {
        onSuccess: () => {
          notify.success(Msg.aiSubmitted);
          void navigate(`/parent/course/report/${p.aicourseId}/${p.studentCourseId}/${p.unitId}`);
        },
      },
    );
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Typography fontWeight={700} gutterBottom>
          作业照片（最多9张）
        </Typography>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
          {photos.map((u) => (
            <Box key={u} sx={{ position: 'relative' }}>
              <Box component="img" src={mediaUrl(u)} alt="作业" data-testid="homework-photo" sx={thumb} />
              <IconButton
                size="small"
                aria-label="删除照片"
                onClick={() => setPhotos((ps) => ps.filter((x) => x !== u))}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'rgba(0,0,0,.4)', color: '#fff' }}
              >
                ×
              </IconButton>
            </Box>
          ))}
          {photos.length < 9 && (
            <Button component="label" variant="outlined" disabled={uploading} sx={{ ...thumb, minWidth: 0 }}>
              {uploading ? '上传中' : '+ 添加照片'}
              <input hidden type="file" accept="image/*" multiple onChange={(e) => void add(e.target.files)} />
            </Button>
          )}
        </Stack>
      </Card>
      <TextField
        label="留言（选填）"
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, 500))}
      />
      <Button size="large" variant="contained" disabled={photos.length === 0 || submit.isPending} onClick={send}>
        提交作业
      </Button>
    </Stack>
  );
}

const thumb = { width: 100, height: 100, objectFit: 'cover', borderRadius: 2 };
