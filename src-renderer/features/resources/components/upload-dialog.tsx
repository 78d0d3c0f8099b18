import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { TITLE_MAX, type ResourceInfo } from '@shared/api/resources';
import { FilesApi } from '@shared/api/files';
import { GRADE_NAMES } from '@shared/rules/grades';
import { Msg } from '@shared/rules/messages';
import {
  checkResourceFile,
  fileSizeText,
  KIND_FILES,
  RESOURCE_KIND_LABEL,
  RESOURCE_KINDS,
  RESOURCE_SUBJECTS,
  type ResourceKind,
} from '@shared/rules/resources';
import type { UploadMediaType } from '@shared/rules/uploads';
import { uploadFile } from '../../../api/files/upload-image';
import { ApiError, call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { useSaveResource } from '../api/resources';

/**
 * 上传资源 (and 编辑资源 for the uploader): title, subject, grade, type, who sees it, a short introduction and the
 * file. The file is checked against the type before anything is sent (the server checks its real bytes again), then
 * uploaded through the signed path and saved. Refusals are shown in the dialog, in the words of the rule.
 */
export function UploadDialog(props: {
  open: boolean;
  onClose: () => void;
  resource?: ResourceInfo;
  onSaved?: (id: number) => void;
}) {
  const r = props.resource;
  const [title, setTitle] = useState(r?.title ?? '');
  const [subject, setSubject] = useState(r?.subject ?? '');
  const [grade, setGrade] = useState(r?.grade ?? '');
  const [kind, setKind] = useState<ResourceKind>(r?.kind ?? 'COURSEWARE');
  const [isPublic, setPublic] = useState((r?.visibility ?? 'PUBLIC') === 'PUBLIC');
  const [description, setDescription] = useState(r?.description ?? '');
  const [picked, setPicked] = useState<{ file: File; type: string; media: UploadMediaType } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveResource();

  const pick = (file: File | undefined, k = kind) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const checked = checkResourceFile(k, file);
    if ('error' in checked) {
      setPicked(null);
      setError(checked.error);
      return;
    }
    setError('');
    setPicked({ file, type: checked.type, media: checked.media });
    if (!title.trim()) setTitle(file.name.replace(/\.[^.]+$/, '').slice(0, TITLE_MAX));
  };

  const submit = async () => {
    const missing = !title.trim()
      ? Msg.resourceTitleRequired
      : !subject
        ? Msg.resourceSubjectInvalid
        : !grade
          ? Msg.resourceGradeInvalid
          : !picked && !r
            ? Msg.resourceFileRequired
            : '';
    if (missing) return setError(missing);
    setBusy(true);
    setError('');
    try {
      const uploaded = picked
        ? await uploadFile(picked.file, {
            mediaType: picked.media,
            // Browsers often report no type for Office and audio files: the checked type is declared instead.
            authorize: (q) => call(FilesApi.authorize, { ...q, contentType: picked.type }, { silent: true }),
          })
        : null;
      const saved = await save.mutateAsync({
        resId: r?.id,
        title: title.trim(),
        subject: subject as (typeof RESOURCE_SUBJECTS)[number],
        grade: grade as (typeof GRADE_NAMES)[number],
        kind,
        visibility: isPublic ? 'PUBLIC' : 'PRIVATE',
        description: description.trim(),
        fileUrl: uploaded?.url,
        fileName: picked?.file.name,
      });
      notify.success(r ? Msg.resourceSaved : Msg.resourceUploaded);
      props.onSaved?.(saved.id);
      props.onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : Msg.uploadFileFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onClose={busy ? undefined : props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{r ? '编辑资源' : '上传资源'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="资源名称"
            required
            size="small"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <Stack direction="row" spacing={1.5}>
            <Pick label="学科" value={subject} onChange={setSubject} options={RESOURCE_SUBJECTS} />
            <Pick label="年级" value={grade} onChange={setGrade} options={GRADE_NAMES} />
            <Pick
              label="类型"
              value={kind}
              options={RESOURCE_KINDS}
              text={(k) => RESOURCE_KIND_LABEL[k as ResourceKind]}
              onChange={(v) => {
                const k = v as ResourceKind;
                setKind(k);
                if (picked) pick(picked.file, k);
              }}
            />
          </Stack>
          <TextField
            label="资源简介"
            size="small"
            multiline
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <FormControlLabel
            control={<Switch checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />}
            label={isPublic ? '公开到资源库（所有老师可见）' : '仅自己可见（可分享到班级）'}
          />
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Button
              variant="outlined"
              startIcon={<UploadFileRoundedIcon />}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              {picked || r ? '更换文件' : '选择文件'}
            </Button>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {picked
                ? `${picked.file.name}（${fileSizeText(picked.file.size)}）`
                : r
                  ? `保留原文件（${r.format.toUpperCase()}，${fileSizeText(r.size)}）`
                  : `支持 ${KIND_FILES[kind].accept.replaceAll(',', ' ')}`}
            </Typography>
            <input
              ref={input}
              type="file"
              hidden
              data-testid="resource-file"
              accept={KIND_FILES[kind].accept}
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          取消
        </Button>
        <Button variant="contained" disableElevation onClick={() => void submit()} disabled={busy}>
          {busy ? '上传中…' : r ? '保存' : '上传'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A required choice of the form. */
function Pick(p: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  text?: (v: string) => string;
}) {
  return (
    <TextField
      select
      required
      size="small"
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      fullWidth
    >
      {p.options.map((o) => (
        <MenuItem key={o} value={o}>
          {p.text ? p.text(o) : o}
        </MenuItem>
      ))}
    </TextField>
  );
}
