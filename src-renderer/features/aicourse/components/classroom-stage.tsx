import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { AiCourseApi, type AiCourseSection } from '@shared/api/aicourse';
import { updateApiData } from '../../../api/use-api';
import { useSectionTrainings } from '../api/section-trainings';
import { enqueueProgress, onProgressPending, pendingProgress } from '../offline/progress-outbox';
import { SectionList } from './section-list';
import { SectionStage } from './section-stage';

interface Props {
  studentCourseId: number;
  unitId: number;
  sections: AiCourseSection[];
  resumeSectionId: number | null;
  hasNextUnit: boolean;
  onUnitDone(): void;
}

/**
 * Runs one unit: the stage, the section list, and presenter keys (space, →, Page Down go on; ←, Page Up go back; on a
 * video, space pauses and plays it).
 * Every move saves the class's place through the outbox, so the next lesson resumes there.
 */
export function ClassroomStage(p: Props) {
  const start = Math.max(
    0,
    p.sections.findIndex((s) => s.id === p.resumeSectionId),
  );
  const [index, setIndex] = useState(start);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(pendingProgress);
  useEffect(() => onProgressPending(setPending), []);
  const { studentCourseId, unitId, sections } = p;
  const qc = useQueryClient();
  const trainings = useSectionTrainings(sections.map((s) => s.id));
  const withTrainings = new Set([...trainings].filter(([, list]) => list.length > 0).map(([id]) => id));
  const go = useCallback(
    (i: number) => {
      const last = sections.at(-1);
      if (i < 0 || !last) return;
      if (i >= sections.length) {
        enqueueProgress({ studentCourseId, unitId, sectionId: last.id, finished: true });
        setDone(true);
        return;
      }
      setIndex(i);
      const sectionId = (sections[i] ?? last).id;
      enqueueProgress({ studentCourseId, unitId, sectionId });
      // The cached resume point follows, so coming back (from a section's training) resumes here at once.
      updateApiData(qc, AiCourseApi.classCourseList, (list) =>
        list?.map((c) => (c.studentCourseId === studentCourseId ? { ...c, unitId, sectionId } : c)),
      );
    },
    [studentCourseId, unitId, sections, qc],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Inputs and open dialogs (a works shown large, the mark dialog) keep their keys.
      if (e.target instanceof Element && e.target.closest('input, textarea, [role="dialog"]')) return;
      if (e.key === ' ' && sections[index]?.kind === 'VIDEO') {
        // On a video Space is play/pause: the player's own controls handle it when they have focus.
        if (e.target instanceof Element && e.target.closest('media-controller')) return;
        const video = document.querySelector<HTMLVideoElement>('[data-testid="section-video"]');
        if (video) {
          e.preventDefault();
          if (video.paused) void video.play().catch(() => undefined);
          else video.pause();
          return;
        }
      }
      if ([' ', 'ArrowRight', 'PageDown'].includes(e.key)) go(index + 1);
      else if (['ArrowLeft', 'PageUp'].includes(e.key)) go(index - 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, sections]);
  const section = sections[index];
  return (
    <Stack direction="row" sx={{ flex: 1, minHeight: 0 }}>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        {done ? (
          <Stack spacing={3} alignItems="center">
            <Typography sx={{ fontSize: 48, fontWeight: 700 }} data-testid="unit-done">
              本单元已完成
            </Typography>
            {p.hasNextUnit && (
              <Button size="large" variant="contained" onClick={p.onUnitDone}>
                进入下一单元
              </Button>
            )}
          </Stack>
        ) : section ? (
          <SectionStage
            key={section.id}
            section={section}
            studentCourseId={studentCourseId}
            trainings={trainings.get(section.id)}
            onNext={() => go(index + 1)}
          />
        ) : (
          <Typography>本单元暂无内容</Typography>
        )}
      </Box>
      <Box sx={{ width: 340, bgcolor: '#14213b', p: 2, overflow: 'auto' }}>
        <Typography sx={{ mb: 1, color: '#9fb0cf' }}>
          课堂环节 {Math.min(index + 1, sections.length)}/{sections.length}
        </Typography>
        <SectionList
          sections={sections}
          current={done ? sections.length : index}
          withTrainings={withTrainings}
          onPick={go}
        />
        <Typography variant="body2" sx={{ mt: 2, color: pending ? '#ffb74d' : '#7f93b5' }} data-testid="sync-state">
          {pending ? `${pending}条进度等待同步，网络恢复后自动保存` : '上课进度已保存'}
        </Typography>
      </Box>
    </Stack>
  );
}
