import { Box, Button, Stack, Typography } from '@mui/material';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { ZhCn } from 'media-chrome/dist/lang/zh-CN.js';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { useState } from 'react';
import type { AiCourseSection } from '@shared/api/aicourse';
import type { TrainingCard } from '@shared/api/training';
import { useStagedMedia } from '../../../api/lessons/use-staged';
import { SectionTrainings } from './section-trainings';
import { WorksCollector } from './works-collector';

addTranslation('zh-CN', ZhCn);
setLanguage('zh-CN');

const KIND_LABEL = { VIDEO: 'AI老师讲授', PAUSE: '互动暂停', TASK: '动手任务', WORKS: '作品收集' } as const;
const LETTERS = 'ABCDEFGH';

interface Props {
  section: AiCourseSection;
  /** The class course being taught: a WORKS section collects its students' works. */
  studentCourseId: number;
  /** The AI lab trainings linked to the section, opened for this class course. */
  trainings?: TrainingCard[];
  onNext(): void;
}

/**
 * The projector's stage for one section: a VIDEO plays the AI teacher (media-chrome, with volume and full screen)
 * and goes on by itself at its end; a PAUSE, TASK or WORKS shows its question or instructions big and waits until the teacher continues. The
 * section's linked AI lab trainings (本环节实验) sit below, each opened for the class.
 */
export function SectionStage({ section, studentCourseId, trainings = [], onNext }: Props) {
  const [reveal, setReveal] = useState(false);
  const labs = <SectionTrainings trainings={trainings} studentCourseId={studentCourseId} />;
  // A lesson made ready on this PC plays its own copy (no network needed).
  const videoSrc = useStagedMedia(section.kind === 'VIDEO' ? section.videoUrl : '');
  if (section.kind === 'VIDEO' && section.videoUrl)
    return (
      <Box sx={{ width: '100%', '& media-controller': { width: '100%', display: 'block' } }}>
        <MediaController>
          <video
            slot="media"
            key={section.id}
            src={videoSrc}
            autoPlay
            playsInline
            onEnded={onNext}
            style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', display: 'block' }}
            data-testid="section-video"
          />
          <MediaControlBar>
            <MediaPlayButton />
            <MediaTimeRange />
            <MediaTimeDisplay showDuration />
            <MediaMuteButton />
            <MediaVolumeRange />
            <MediaFullscreenButton />
          </MediaControlBar>
        </MediaController>
        {trainings.length > 0 && <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>{labs}</Box>}
      </Box>
    );
  return (
    <Stack spacing={4} alignItems="center" justifyContent="center" sx={{ height: '100%', px: 8, color: '#fff' }}>
      <Typography variant="h5" sx={{ color: '#ffd36b', letterSpacing: 4 }}>
        {KIND_LABEL[section.kind]}
      </Typography>
      <Typography
        variant="h3"
        component="div"
        data-testid="pause-prompt"
        sx={{ fontWeight: 700, textAlign: 'center', lineHeight: 1.4 }}
      >
        {section.prompt || section.title}
      </Typography>
      {section.options.length > 0 && (
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap justifyContent="center">
          {section.options.map((o, i) => (
            <Box
              key={o}
              sx={{
                px: 5,
                py: 2.5,
                borderRadius: 3,
                fontSize: '2.25rem',
                bgcolor: reveal && i === section.answer ? '#2e9d5b' : 'rgba(255,255,255,0.12)',
              }}
            >
              {LETTERS[i]}. {o}
            </Box>
          ))}
        </Stack>
      )}
      {section.kind === 'WORKS' && <WorksCollector studentCourseId={studentCourseId} unitId={section.unitId} />}
      {labs}
      <Stack direction="row" spacing={2}>
        {section.answer != null && (
          <Button size="large" variant="outlined" color="inherit" onClick={() => setReveal(true)}>
            公布答案
          </Button>
        )}
        <Button size="large" variant="contained" onClick={onNext} data-testid="continue">
          继续上课
        </Button>
      </Stack>
    </Stack>
  );
}
