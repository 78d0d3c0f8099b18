import { Box, Button, ButtonBase, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import type { StudentWorks, Works } from '@shared/api/aicourse';
import { uploadImage } from '../../../api/files/upload-image';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { useMarkWorks, useSubmitWorks, useUnitWorks } from '../api/works';
import { WorksMarkDialog } from './works-mark-dialog';
import { WorksViewer } from './works-viewer';

interface Props {
  studentCourseId: number;
  unitId: number;
}

/**
 * The WORKS section on the projector: every student of the class, the photos of their works of this unit, an
 * upload per student (through the signed upload path), a praise the class can see, and the teacher's stars and
 * comment (评价) that the parent reads in the unit report.
 */
export function WorksCollector({ studentCourseId, unitId }: Props) {
  const works = useUnitWorks(studentCourseId, unitId);
  const [viewing, setViewing] = useState<number | null>(null);
  if (works.isPending) return <CircularProgress color="inherit" />;
  if (works.isError) return <Typography>作品列表加载失败</Typography>;
  const count = works.data.filter((s) => s.works.length > 0).length;
  const all = works.data.flatMap((s) => s.works.map((w) => ({ id: w.id, url: w.url, studentName: s.name })));
  const open = (id: number) => setViewing(all.findIndex((w) => w.id === id));
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 1200 }}>
      <Typography sx={{ color: '#9fb0cf' }} data-testid="works-count">
        已提交 {count}/{works.data.length} 人
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {works.data.map((s) => (
          <StudentCard key={s.studentId} student={s} studentCourseId={studentCourseId} unitId={unitId} onOpen={open} />
        ))}
      </Box>
      <WorksViewer list={all} index={viewing} onIndex={setViewing} />
    </Stack>
  );
}

function StudentCard({
  student,
  studentCourseId,
  unitId,
  onOpen,
}: { student: StudentWorks; onOpen: (worksId: number) => void } & Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [marking, setMarking] = useState<Works | null>(null);
  const submit = useSubmitWorks(studentCourseId, unitId);
  const mark = useMarkWorks();
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      const uploaded = await Promise.all([...files].slice(0, 9).map((f) => uploadImage(f)));
      await submit.mutateAsync({
        studentUserId: student.studentId,
        files: uploaded.map((u, i) => ({ url: u.url, name: files[i]?.name ?? '' })),
      });
    } catch {
      notify.error('作品上传失败，请重试');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box
      data-testid="works-student"
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.08)', color: '#fff', minHeight: 150 }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography fontWeight={700}>{student.name}</Typography>
        <Button size="small" variant="outlined" color="inherit" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? '上传中…' : '上传作品'}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          hidden
          aria-label={`上传${student.name}的作品`}
          onChange={(e) => void upload(e.target.files)}
        />
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {student.works.map((w) => (
          <Box key={w.id} sx={{ position: 'relative' }}>
            <ButtonBase
              aria-label={`放大查看${student.name}的作品`}
              onClick={() => onOpen(w.id)}
              sx={{ borderRadius: 1, cursor: 'zoom-in' }}
            >
              <Box
                component="img"
                src={mediaUrl(w.url)}
                alt={`${student.name}的作品`}
                sx={{ width: 88, height: 66, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
            </ButtonBase>
            <Stack direction="row" spacing={0.5}>
              <Button
                size="small"
                onClick={() => mark.mutate({ worksId: w.id, stars: w.stars, praised: !w.praised, comment: w.comment })}
                sx={{ minWidth: 0, px: 0.5, color: w.praised ? '#ffd36b' : '#9fb0cf' }}
              >
                {w.praised ? '★ 已表扬' : '☆ 表扬'}
              </Button>
              <Button
                size="small"
                onClick={() => setMarking(w)}
                sx={{ minWidth: 0, px: 0.5, color: '#cfe0ff' }}
                data-testid="works-mark"
              >
                {w.stars ? `${'★'.repeat(w.stars)}` : '评价'}
              </Button>
            </Stack>
          </Box>
        ))}
        {student.works.length === 0 && <Typography sx={{ color: '#9fb0cf' }}>尚未提交</Typography>}
      </Stack>
      {marking && (
        <WorksMarkDialog
          works={marking}
          studentName={student.name}
          busy={mark.isPending}
          onClose={() => setMarking(null)}
          onSave={({ stars, comment }) =>
            mark.mutate(
              { worksId: marking.id, stars, praised: marking.praised, comment },
              { onSuccess: () => setMarking(null) },
            )
          }
        />
      )}
    </Box>
  );
}
