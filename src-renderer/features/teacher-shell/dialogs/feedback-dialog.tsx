import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Box,
  ButtonBase,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { charCount, checkFeedback, FEEDBACK_MAX_CHARS, type FeedbackUserType } from '@shared/rules/feedback';
import { Msg } from '@shared/rules/messages';
import { checkImageFile, FEEDBACK_MAX_IMAGES } from '@shared/rules/uploads';
import { useAppSelector } from '../../../state/store';
import { useOwnToasts } from '../../../components/use-own-toasts';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { useSubmitFeedback } from '../api/submit-feedback';
import { uploadImage } from '../../../api/files/upload-image';
import { FormDialog } from './form-dialog';

const IDENTITIES: [FeedbackUserType, string][] = [
  ['TEACHER', Msg.identityTeacher],
  ['STUDENT', Msg.identityStudent],
  ['OTHER', Msg.identityOther],
];

interface Shot {
  id: number;
  preview: string;
  url?: string;
}

const label = (text: string) => (
  <Typography variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
    {text}
  </Typography>
);

/** User feedback: identity and content required (at most 400), up to 9 images each under 5MB, uploaded right away. */
export function FeedbackDialog({ onClose }: { onClose(): void }) {
  const schoolName = useAppSelector((s) => s.session.school?.name ?? '');
  const [userType, setUserType] = useState<FeedbackUserType | ''>('');
  const [content, setContent] = useState('');
  const [shots, setShots] = useState<Shot[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const mutation = useSubmitFeedback();
  const toasts = useOwnToasts();
  const uploading = shots.some((s) => !s.url);
  const count = charCount(content.trim());

  const add = (files: File[]) => {
    if (shots.length + files.length > FEEDBACK_MAX_IMAGES) return toasts.error(Msg.imageTooMany);
    for (const file of files) {
      const problem = checkImageFile(file);
      if (problem) return toasts.error(problem);
    }
    for (const file of files) {
      const id = ++seq.current;
      setShots((s) => [...s, { id, preview: URL.createObjectURL(file) }]);
      uploadImage(file)
        .then((r) => setShots((s) => s.map((x) => (x.id === id ? { ...x, url: r.url } : x))))
        .catch(() => {
          notify.error(Msg.uploadImageFailed);
          setShots((s) => s.filter((x) => x.id !== id));
        });
    }
  };

  const submit = async () => {
    const problem = checkFeedback({ content, userType, imageCount: shots.length });
    if (problem) return toasts.error(problem);
    try {
      await mutation.mutateAsync({
        content,
        userType: userType as FeedbackUserType,
        images: shots.map((s) => s.url!),
        schoolName,
      });
    } catch {
      return;
    }
    toasts.clear();
    notify.success(Msg.feedbackSuccess);
    onClose();
  };

  return (
    <FormDialog
      open
      width="sm"
      title={Msg.userFeedback}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={mutation.isPending}
      submitDisabled={uploading}
      submitLabel={Msg.submit}
    >
      <Stack spacing={2.5}>
        <Box>
          {label(Msg.feedbackIdentity)}
          <RadioGroup
            row
            aria-label={Msg.feedbackIdentity}
            value={userType}
            onChange={(e) => setUserType(e.target.value as FeedbackUserType)}
          >
            {IDENTITIES.map(([v, text]) => (
              <FormControlLabel key={v} value={v} control={<Radio size="small" />} label={text} />
            ))}
          </RadioGroup>
        </Box>
        <Box>
          {label(Msg.feedbackContent)}
          <TextField
            fullWidth
            multiline
            minRows={5}
            placeholder={Msg.feedbackPlaceholder}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            error={count > FEEDBACK_MAX_CHARS}
            helperText={`${count}/${FEEDBACK_MAX_CHARS}`}
            slotProps={{
              htmlInput: { 'aria-label': Msg.feedbackContent },
              formHelperText: { sx: { textAlign: 'right', mx: 0 } },
            }}
          />
        </Box>
        <Box>
          {label(Msg.feedbackImages)}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 84px)', gap: 1.25 }}>
            {shots.map((s) => (
              <Box
                key={s.id}
                data-testid="feedback-image"
                data-uploaded={s.url ? 'true' : 'false'}
                sx={{ position: 'relative', width: 84, height: 84 }}
              >
                <Box
                  component="img"
                  src={s.url ? mediaUrl(s.url) : s.preview}
                  alt=""
                  sx={{
                    width: 1,
                    height: 1,
                    objectFit: 'cover',
                    borderRadius: 2,
                    border: '1px solid',
                    borderColor: 'divider',
                  }}
                />
                {!s.url && (
                  <Box
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'rgba(255,255,255,0.6)',
                      borderRadius: 2,
                    }}
                  >
                    <CircularProgress size={22} />
                  </Box>
                )}
                <IconButton
                  size="small"
                  aria-label={Msg.removeImage}
                  onClick={() => setShots((x) => x.filter((y) => y.id !== s.id))}
                  sx={{
                    position: 'absolute',
                    top: -8,
                    right: -8,
                    width: 22,
                    height: 22,
                    bgcolor: 'rgba(0,0,0,0.55)',
                    color: '#fff',
                    '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
                  }}
                >
                  <CloseRounded sx={{ fontSize: 14 }} />
                </IconButton>
              </Box>
            ))}
            {shots.length < FEEDBACK_MAX_IMAGES && (
              <ButtonBase
                aria-label={Msg.addImage}
                onClick={() => input.current?.click()}
                sx={{
                  width: 84,
                  height: 84,
                  borderRadius: 2,
                  border: '1px dashed',
                  borderColor: 'grey.400',
                  color: 'text.secondary',
                  flexDirection: 'column',
                  gap: 0.5,
                  fontSize: 12,
                  '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
                }}
              >
                <AddPhotoAlternateRounded />
                {Msg.addImage}
              </ButtonBase>
            )}
          </Box>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="feedback-input"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              add(files);
            }}
          />
        </Box>
      </Stack>
    </FormDialog>
  );
}
