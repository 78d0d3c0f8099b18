import ClosedCaptionRoundedIcon from '@mui/icons-material/ClosedCaptionRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { CAPTION_LIMITS, CaptionMsg } from '@shared/api/editing';
import { useConfirm } from '../../../components/use-confirm';
import { notify } from '../../../platform/notify';
import { useSaveAvCaptions } from '../api/av-captions';

/**
 * Captions of one media (issue 33): upload a WebVTT (.vtt) or SRT (.srt) file of what is said, or delete the
 * captions. Teachers and parents then see them in the player (字幕). The server reads the file and names what is wrong.
 */
export function CaptionsPanel({ bookId, sectionId, cues }: { bookId: number; sectionId: number; cues: number }) {
  const save = useSaveAvCaptions();
  const input = useRef<HTMLInputElement>(null);
  const [ask, dialog] = useConfirm();
  const titleId = useId();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CAPTION_LIMITS.FILE_MAX_CHARS * 4) return notify.error(CaptionMsg.tooLarge);
    save.mutate({ bookId, sectionId, file: await file.text() });
  };
  const remove = async () => {
    const ok = await ask({
      title: '删除字幕？',
      message: '删除后，老师和家长播放这段音视频时将不再显示字幕。',
      confirmText: '删除字幕',
      danger: true,
    });
    if (ok) save.mutate({ bookId, sectionId, file: null });
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <ClosedCaptionRoundedIcon color="action" aria-hidden />
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
          字幕
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="captions-state">
          {cues ? `已有字幕 ${cues} 条` : '暂无字幕'}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <input
          ref={input}
          type="file"
          hidden
          accept=".vtt,.srt,text/vtt"
          aria-label="字幕文件"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileRoundedIcon />}
          disabled={save.isPending}
          onClick={() => input.current?.click()}
        >
          {cues ? '替换字幕文件' : '上传字幕文件'}
        </Button>
        {cues > 0 && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineRoundedIcon />}
            disabled={save.isPending}
            onClick={() => void remove()}
          >
            删除字幕
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        上传 WebVTT（.vtt）或
        SRT（.srt）字幕文件，写明讲解中说的话。老师和家长播放时默认显示字幕，听力有障碍的学生也能看懂。
      </Typography>
      {dialog}
    </Box>
  );
}
