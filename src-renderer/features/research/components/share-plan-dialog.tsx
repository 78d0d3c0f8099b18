import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import {
  PLAN_ATTACHMENTS_MAX,
  PLAN_CONTENT_MAX,
  PLAN_TITLE_MAX,
  type Attachment,
  type LessonPlan,
} from '@shared/api/research';
import { Msg } from '@shared/rules/messages';
import { MEDIA_RULES, type UploadMediaType } from '@shared/rules/uploads';
import { uploadFile } from '../../../api/files/upload-image';
import { notify } from '../../../platform/notify';
import { useSharePlan } from '../api/research';

const mediaOf = (f: File): UploadMediaType => (f.type === 'application/pdf' ? 'DOCUMENT' : 'IMAGE');

/** 分享教案: title, text and up to five PDF or image attachments, shared to the group. */
export function SharePlanDialog(p: {
  researchGroupId: number;
  groupName: string;
  onClose: () => void;
  onShared: (plan: LessonPlan) => void;
}) {
  const share = useSharePlan();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const rule = MEDIA_RULES[mediaOf(file)];
    if (!(rule.types as readonly string[]).includes(file.type)) return setError(Msg.researchAttachmentInvalid);
    if (file.size > rule.maxBytes) return setError(rule.tooLarge);
    setError('');
    setUploading(true);
    try {
      const { url } = await uploadFile(file, { mediaType: mediaOf(file) });
      setFiles((f) => [...f, { name: file.name, url }]);
    } catch (e) {
      setError(e instanceof Error ? e.message : Msg.researchAttachmentFailed);
    } finally {
      setUploading(false);
    }
  };
  const submit = () => {
    setError('');
    share.mutate(
      { researchGroupId: p.researchGroupId, title, content, attachments: files },
      {
        onSuccess: (plan) => {
          notify.success(Msg.researchPlanShared);
          p.onShared(plan);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ fontWeight: 700 }}>分享教案</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          分享到：{p.groupName}，本组老师都能查看和评论
        </Typography>
        <TextField
          label="教案标题"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: PLAN_TITLE_MAX } }}
          placeholder="如：《认识面积》第一课时教学设计"
        />
        <TextField
          label="教案内容"
          required
          multiline
          minRows={8}
          maxRows={16}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          slotProps={{ htmlInput: { maxLength: PLAN_CONTENT_MAX } }}
          placeholder="教学目标、教学重难点、教学过程、作业设计……"
          helperText={`${content.length}/${PLAN_CONTENT_MAX}`}
        />
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AttachFileRoundedIcon />}
            disabled={uploading || files.length >= PLAN_ATTACHMENTS_MAX}
            onClick={() => input.current?.click()}
          >
            {uploading ? '上传中…' : '添加附件'}
          </Button>
          <Typography variant="caption" color="text.secondary">
            可选，PDF 或图片，最多 {PLAN_ATTACHMENTS_MAX} 个
          </Typography>
          {files.map((f) => (
            <Chip key={f.url} label={f.name} onDelete={() => setFiles((all) => all.filter((x) => x.url !== f.url))} />
          ))}
          <input
            ref={input}
            type="file"
            hidden
            accept="application/pdf,image/jpeg,image/png,image/gif,image/webp"
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={p.onClose}>
          取消
        </Button>
        <Button
          variant="contained"
          disableElevation
          disabled={share.isPending || uploading || !title.trim() || !content.trim()}
          onClick={submit}
        >
          分享
        </Button>
      </DialogActions>
    </Dialog>
  );
}
