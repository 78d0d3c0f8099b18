import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import type { ActivityWork, WorkFile } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import { checkWorkFile } from '@shared/rules/uploads';
import { uploadFile } from '../../../api/files/upload-image';
import { notify } from '../../../platform/notify';
import { useSubmitWork, workUploader } from '../api/activity';
import { WorkFileThumb } from './work-files';

const MAX_FILES = 9;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm,application/pdf';

/**
 * The fields of a work (作品名称, 作者, 作品介绍) and its files — pictures (from the camera on a phone), MP4/WebM videos
 * and PDF documents, up to nine — uploaded through the signed path of whoever submits (an H5 submitter too).
 * `work` is given to change one of the caller's works. `actions` renders the buttons with `save` and the state.
 */
export function useWorkForm(props: { activityId: number; defaultAuthor: string; work?: ActivityWork }) {
  const w = props.work;
  const [title, setTitle] = useState(w?.title ?? '');
  const [description, setDescription] = useState(w?.description ?? '');
  const [authors, setAuthors] = useState(w ? w.authors.join('、') : props.defaultAuthor);
  const [files, setFiles] = useState<WorkFile[]>(w?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = useSubmitWork();

  const add = async (list: FileList | null) => {
    if (!list?.length) return;
    setUploading(true);
    try {
      for (const f of [...list].slice(0, MAX_FILES - files.length)) {
        const checked = checkWorkFile(f);
        if ('error' in checked) {
          notify.warning(checked.error);
          continue;
        }
        const { url } = await uploadFile(f, { mediaType: checked.media, authorize: workUploader(props.activityId) });
        setFiles((fs) => [...fs, { kind: checked.media, url, name: f.name }]);
      }
    } catch {
      notify.error(Msg.uploadFileFailed);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  const names = authors
    .split(/[,，、\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

  /** Sends the work; resolves with it, or null when the form is incomplete or the server refused (it said why). */
  const save = async (): Promise<ActivityWork | null> => {
    if (!title.trim() || names.length === 0 || files.length === 0) {
      notify.warning(Msg.incomplete);
      return null;
    }
    try {
      const saved = await submit.mutateAsync({
        activityId: props.activityId,
        workId: w?.id,
        title: title.trim(),
        description: description.trim(),
        authors: names,
        files,
      });
      notify.success(Msg.activityWorkSubmitted);
      return saved;
    } catch {
      return null;
    }
  };

  const fields = (
    <Stack spacing={2}>
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
        <Typography variant="subtitle2">
          作品文件（{files.length}/{MAX_FILES}）
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          图片（5MB 以内）、MP4/WebM 视频（30MB 以内）或 PDF 文档（10MB 以内）
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {files.map((f, i) => (
            <Box key={f.url} sx={{ position: 'relative' }}>
              <WorkFileThumb file={f} />
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
          {files.length < MAX_FILES && (
            <Button
              variant="outlined"
              startIcon={<AttachFileRoundedIcon />}
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
          accept={ACCEPT}
          multiple
          hidden
          aria-label="添加作品文件"
          onChange={(e) => void add(e.target.files)}
        />
      </Box>
    </Stack>
  );
  return { fields, save, busy: submit.isPending || uploading };
}
