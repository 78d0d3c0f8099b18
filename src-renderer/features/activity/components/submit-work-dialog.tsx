import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useRef, useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { uploadImage } from '../../../api/upload/upload-image';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { useSubmitWork } from '../api/activity';

/** 提交作品: title, description, authors and up to nine pictures (uploaded through the signed path). */
export function SubmitWorkDialog(props: { activityId: number; defaultAuthor: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [authors, setAuthors] = useState(props.defaultAuthor);
  const [files, setFiles] = useState<{ url: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = useSubmitWork();
  const add = async (list: FileList | null) => {
    if (!list?.length) return;
    setUploading(true);
    try {
      for (const f of [...list].slice(0, 9 - files.length)) {
        const { url } = await uploadImage(f);
        setFiles((fs) => [...fs, { url, name: f.name }]);
      }
    } catch {
      notify.error(Msg.uploadImageFailed);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  const names = authors
    .split(/[,，、\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
  const save = async () => {
    if (!title.trim() || names.length === 0 || files.length === 0) return void notify.warning(Msg.incomplete);
    try {
      await submit.mutateAsync({
        activityId: props.activityId,
        title: title.trim(),
        description: description.trim(),
        authors: names,
        files: files.map((f) => ({ kind: 'IMAGE' as const, url: f.url, name: f.name })),
      });
      notify.success(Msg.activityWorkSubmitted);
      props.onClose();
    } catch {
      // The HTTP layer has shown why (a closed submission window says so).
    }
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={window.innerWidth < 600}>
      <DialogTitle>提交作品</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="作品名称"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            label="作者"
            helperText="多位作者用顿号或逗号分开"
            value={authors}
            onChange={(e) => setAuthors(e.target.value)}
          />
          <TextField
            label="作品介绍"
            multiline
            minRows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              作品图片（{files.length}/9）
            </Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {files.map((f, i) => (
                <Box key={f.url} sx={{ position: 'relative' }}>
                  <Box
                    component="img"
                    src={mediaUrl(f.url)}
                    alt={f.name}
                    data-testid="work-file"
                    sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
                  />
                  <IconButton
                    size="small"
                    aria-label={`移除${f.name}`}
                    onClick={() => setFiles((fs) => fs.filter((_, j) => j !== i))}
                    sx={{ position: 'absolute', top: -8, right: -8, bgcolor: '#fff', boxShadow: 1 }}
                  >
                    <CloseRoundedIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
              {files.length < 9 && (
                <Button
                  variant="outlined"
                  startIcon={<AddPhotoAlternateRoundedIcon />}
                  disabled={uploading}
                  onClick={() => input.current?.click()}
                  sx={{ width: 96, height: 72 }}
                >
                  {uploading ? '上传中' : '添加'}
                </Button>
              )}
            </Stack>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              capture="environment"
              multiple
              hidden
              aria-label="添加作品图片"
              onChange={(e) => void add(e.target.files)}
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>取消</Button>
        <Button variant="contained" disabled={submit.isPending || uploading} onClick={() => void save()}>
          提交
        </Button>
      </DialogActions>
    </Dialog>
  );
}
