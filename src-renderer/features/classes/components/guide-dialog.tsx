import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import OndemandVideoRoundedIcon from '@mui/icons-material/OndemandVideoRounded';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { Msg } from '@shared/rules/messages';
import { appActions, type DialogKey } from '../../../state/app-slice';
import { sessionActions } from '../../../state/session-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { Timing, useDebounced } from '../../../platform/timing';
import { useClassList } from '../../../api/classes/class-list';
import { useGuideVideos } from '../api/guide-video';
import { advanceGuideProgress, guideStepFromFacts, guideStepsDone, readGuideProgress } from './guide-progress';

const STEPS: { title: string; text: string; action: string; dialog: DialogKey }[] = [
  { title: '激活学校课程', text: '输入学校提供的激活码，加入学校并开通课程。', action: '去激活', dialog: 'bindSchool' },
  { title: '创建班级', text: '加入行政班或添加兴趣班，邀请家长扫码加入。', action: '去创建', dialog: 'addClass' },
  { title: '添加班级课程', text: '为班级添加课程，设置每周上课时间。', action: '去添加', dialog: 'addCourse' },
];

/**
 * The guide (spec sections 2 and 4): activate school course (only without a bound school, else 已激活), create
 * class and add class course (both need a bound school, else 请先绑定学校); clicks debounced 1 s; the guide video.
 * Once the teacher's classes are in, the steps show what the teacher has done (the stored progress only until then);
 * 关闭 and Escape close it.
 */
export function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const school = useAppSelector((s) => s.session.school);
  const relationCount = useAppSelector((s) => s.session.userRelations.length);
  const stored = useAppSelector((s) => s.session.guideProgress) || readGuideProgress(relationCount);
  const classes = useClassList(open && Boolean(school));
  const facts = { hasSchool: Boolean(school), classes: school ? (classes.data ?? []) : [] };
  const known = !school || classes.isSuccess;
  const progress = known ? guideStepFromFacts(facts) : stored;
  const done = known ? guideStepsDone(facts) : [Boolean(school), false, false];
  const videos = useGuideVideos(open);
  const video = videos.data?.[0]?.keyValue;

  useEffect(() => {
    if (open) dispatch(sessionActions.setGuideProgress(readGuideProgress(relationCount)));
  }, [open, relationCount, dispatch]);

  const go = useDebounced((index: number) => {
    if (index > 0 && !school) return void notify.warning(Msg.bindSchoolFirst);
    dispatch(sessionActions.setGuideProgress(advanceGuideProgress(progress, index + 1)));
    dispatch(appActions.openDialog(STEPS[index]!.dialog));
  }, Timing.guideMs);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="guide-title">
      <DialogTitle id="guide-title" sx={{ fontWeight: 600, pr: 7 }}>
        上课指导
      </DialogTitle>
      <IconButton aria-label="关闭" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '280px 1fr', gap: 3, pb: 3 }}>
        <Stepper orientation="vertical" activeStep={progress - 1} nonLinear>
          {STEPS.map((s, i) => {
            const activated = i === 0 && Boolean(school);
            return (
              <Step key={s.title} completed={done[i]} expanded aria-current={i === progress - 1 ? 'step' : undefined}>
                <StepLabel
                  optional={
                    done[i] ? (
                      <Typography variant="caption" color="text.secondary">
                        已完成
                      </Typography>
                    ) : undefined
                  }
                >
                  <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
                </StepLabel>
                <StepContent>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {s.text}
                  </Typography>
                  <Button
                    size="small"
                    variant={i === progress - 1 ? 'contained' : 'outlined'}
                    disableElevation
                    disabled={activated}
                    onClick={() => go(i)}
                  >
                    {activated ? Msg.activated : s.action}
                  </Button>
                </StepContent>
              </Step>
            );
          })}
        </Stepper>
        <Box
          sx={{
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: '#0f172a',
            aspectRatio: '16 / 9',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {videos.isPending ? (
            <Skeleton variant="rectangular" width="100%" height="100%" />
          ) : video ? (
            <Box
              component="video"
              src={video}
              controls
              sx={{ width: '100%', height: '100%' }}
              aria-label="上课指导视频"
            />
          ) : (
            <Box sx={{ color: 'grey.400', textAlign: 'center' }}>
              <OndemandVideoRoundedIcon sx={{ fontSize: 56 }} />
              <Typography>{Msg.noGuideVideo}</Typography>
            </Box>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
